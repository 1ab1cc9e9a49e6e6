import type { FastifyPluginAsync } from 'fastify';
import { SaveUserProfileBody, UserStatusBody, type UserProfile, type UserStatus } from '../../../src/api/contracts/account.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { parse } from '../../http/validate.ts';
import type { AccountService } from './account.service.ts';

/** /administrative/profile (the caller's own) and /administrative/user-status (administrators). */
export const accountRoutes: FastifyPluginAsync<{ account: AccountService }> = async (app, { account }) => {
  app.get('/profile', async (request): Promise<UserProfile> => account.profile(requireUser(request)));
  app.post('/profile', async (request): Promise<UserProfile> => {
    const user = requireUser(request);
    const body = parse(SaveUserProfileBody, request.body ?? {}, 'body');
    return account.saveProfile(user, body);
  });
  app.post('/user-status', async (request): Promise<UserStatus> => {
    const admin = requireUser(request);
    return account.setStatus(admin, parse(UserStatusBody, request.body ?? {}, 'body'));
  });
};

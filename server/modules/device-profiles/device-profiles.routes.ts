import type { FastifyPluginAsync } from 'fastify';
import {
  DEVICE_PROFILE_MESSAGES,
  DeviceProfileBody,
  DeviceProfileQuery,
  type DeviceProfile,
  type DeviceProfileList,
} from '../../../src/api/contracts/device-profile.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { ValidationError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import type { ProfileKey } from './device-profiles.repository.ts';
import type { DeviceProfilesService } from './device-profiles.service.ts';

type WithQuery = { Querystring: unknown };

/** The profile the query names: by profile_id if given, else by device_name (both trimmed; blank is absent). */
function readProfileKey(query: unknown): ProfileKey {
  const { profile_id, device_name } = parse(DeviceProfileQuery, query, 'query');
  const profileId = profile_id?.trim();
  if (profileId) return { profileId };
  const deviceName = device_name?.trim();
  if (deviceName) return { deviceName };
  throw new ValidationError(DEVICE_PROFILE_MESSAGES.idOrNameRequired, 'query.profile_id');
}

/** /reg-strategy/device-profile(s): the caller's saved device profiles. */
export const deviceProfilesRoutes: FastifyPluginAsync<{ profiles: DeviceProfilesService }> = async (app, { profiles }) => {
  app.get<WithQuery>(
    '/device-profile',
    async (request): Promise<DeviceProfile> => profiles.get(requireUser(request).uid, readProfileKey(request.query)),
  );

  app.post<WithQuery>('/device-profile', async (request): Promise<DeviceProfile> => {
    const profileId = parse(DeviceProfileQuery, request.query, 'query').profile_id?.trim() || undefined;
    const body = parse(DeviceProfileBody, request.body, 'body');
    return profiles.save(requireUser(request).uid, profileId, body);
  });

  app.delete<WithQuery>('/device-profile', async (request, reply) => {
    await profiles.remove(requireUser(request).uid, readProfileKey(request.query));
    return reply.code(204).send();
  });

  app.get('/device-profiles', async (request): Promise<DeviceProfileList> => profiles.list(requireUser(request).uid));
};

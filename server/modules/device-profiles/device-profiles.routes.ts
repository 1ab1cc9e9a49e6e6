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
import { parse, refuseBody } from '../../http/validate.ts';
import type { ProfileKey } from './device-profiles.repository.ts';
import type { DeviceProfilesService } from './device-profiles.service.ts';

type WithQuery = { Querystring: unknown };

/**
 * The profile the query names: by profile_id if given, else by device_name (both trimmed; blank is absent).
 * A DELETE's query is strict: a misspelled key must not remove another profile.
 */
function readProfileKey(query: unknown, strict: boolean): ProfileKey {
  const { profile_id, device_name } = parse(DeviceProfileQuery, query, 'query', { strict });
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
    async (request): Promise<DeviceProfile> => profiles.get(requireUser(request).uid, readProfileKey(request.query, false)),
  );

  app.post<WithQuery>('/device-profile', async (request): Promise<DeviceProfile> => {
    // Strict: a misspelled profile_id would save a new profile instead of updating this one.
    const profileId = parse(DeviceProfileQuery, request.query, 'query', { strict: true }).profile_id?.trim() || undefined;
    const body = parse(DeviceProfileBody, request.body, 'body');
    return profiles.save(requireUser(request).uid, profileId, body);
  });

  app.delete<WithQuery>('/device-profile', async (request, reply) => {
    refuseBody(request.body);
    await profiles.remove(requireUser(request).uid, readProfileKey(request.query, true));
    return reply.code(204).send();
  });

  app.get('/device-profiles', async (request): Promise<DeviceProfileList> => profiles.list(requireUser(request).uid));
};

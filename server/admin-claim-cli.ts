import { setAdminClaim } from './admin-claim.ts';
import { loadConfig } from './config.ts';

/** `npm run admin:grant -- alice@example.com` (or `-- --revoke alice@example.com`): see README "Administrators". */
const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const email = args.find((arg) => !arg.startsWith('--'));
if (!email) {
  console.error('Usage: npm run admin:grant -- [--revoke] <email>');
  process.exit(2);
}
try {
  const config = loadConfig(process.env);
  const uid = await setAdminClaim(config, email, !revoke);
  console.log(`${revoke ? 'Revoked' : 'Granted'} the admin claim of ${email} (uid ${uid}) in Firebase project ${config.FIREBASE_PROJECT_ID}${config.FIREBASE_AUTH_EMULATOR_HOST ? ` on the Auth emulator at ${config.FIREBASE_AUTH_EMULATOR_HOST}` : ''}. It takes effect at the user's next sign-in.`);
} catch (error) {
  console.error(`Could not change the admin claim of ${email}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

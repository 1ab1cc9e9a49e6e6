import { startThrowawayPostgres } from '../scripts/throwaway-postgres.ts';
const pg = await startThrowawayPostgres();
console.log(pg.url);
process.on('SIGTERM', async () => { await pg.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);

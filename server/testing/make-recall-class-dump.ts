import { writeRecallClassDump } from './recall-class-app.ts';

/** `make-recall-class-dump.ts <file> with-enforcement|without-enforcement` (see buildRecallClassApp). */
const [file, enforcement] = process.argv.slice(2);
if (!file || (enforcement !== 'with-enforcement' && enforcement !== 'without-enforcement')) {
  throw new Error('usage: make-recall-class-dump.ts <file> with-enforcement|without-enforcement');
}
await writeRecallClassDump(file, enforcement === 'with-enforcement');

// The server validates without generated code (server/validation-without-code.ts); its tests do too, so that
// they see the messages it sends (a union says '(was 42)' where generated code says '(was a number)').
import '../server/validation-without-code.ts';

/** Why an attachment was not read before its text was looked at (documentFailureMessages say the rest). */
export const attachmentMessages = {
  notUploaded: (name: string) => `${name} is in the profile by name only: it was not uploaded to Clearway, so there is no text to read. Attach the file itself.`,
  otherOwner: (name: string) => `${name} belongs to another account, so it was not read.`,
  missing: (name: string) => `${name} is no longer stored in Clearway (it may have been deleted); attach it again.`,
};

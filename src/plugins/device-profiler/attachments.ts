import type { AppServices } from '../../app/services';
import { toast } from '../../panels/toast';
import { profilerChatStatus$ } from './chat-store';
import { addAttachments } from './profile-updates';

/** The storage folder of the profile's attachments (POST /minio/upload-file-object?folder_name). */
export const ATTACHMENTS_FOLDER = 'device-profile';

/**
 * Uploads the files one by one and lists each uploaded one on the profile; a file the server refuses is
 * reported and the others still go.
 */
export async function uploadAttachments(files: readonly File[], { files: filesApi }: Pick<AppServices, 'files'>): Promise<void> {
  if (files.length === 0) return;
  profilerChatStatus$.uploading.set(true);
  try {
    for (const file of files) {
      try {
        const uploaded = await filesApi.upload(file, ATTACHMENTS_FOLDER);
        addAttachments([
          { name: uploaded.name, object_key: uploaded.object_key, url: uploaded.url, content_type: uploaded.content_type, size: uploaded.size },
        ]);
        toast.success(`${uploaded.name} attached to the device profile`);
      } catch (error) {
        toast.error(`${file.name} was not attached: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    profilerChatStatus$.uploading.set(false);
  }
}

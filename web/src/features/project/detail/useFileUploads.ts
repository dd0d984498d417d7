import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { uploadProjectFile, projectKeys } from '../api';
import { uploadPercent } from './fileTransfer';

export type UploadItem = {
  uid: string;
  name: string;
  percent: number;
  status: 'active' | 'success' | 'exception';
  error?: string;
};

/** Files being uploaded to a project, each with its own progress; the file list refreshes after each. */
export function useFileUploads(projectId: string) {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const update = (uid: string, change: Partial<UploadItem>) =>
    setItems((list) => list.map((i) => (i.uid === uid ? { ...i, ...change } : i)));

  const upload = useCallback(
    async (uid: string, file: File, category: string) => {
      setItems((list) => [...list, { uid, name: file.name, percent: 0, status: 'active' }]);
      try {
        const record = await uploadProjectFile({ projectId, category }, file, (loaded, total) =>
          update(uid, { percent: uploadPercent(loaded, total) }),
        );
        update(uid, { percent: 100, status: 'success' });
        await queryClient.invalidateQueries({ queryKey: projectKeys.of('files', projectId) });
        return record;
      } catch (err) {
        update(uid, { status: 'exception', error: err instanceof Error ? err.message : String(err) });
        throw err;
      }
    },
    [projectId, queryClient],
  );

  /** Forgets the finished ones (those still uploading stay). */
  const clearFinished = () => setItems((list) => list.filter((i) => i.status === 'active'));

  return { items, upload, clearFinished };
}

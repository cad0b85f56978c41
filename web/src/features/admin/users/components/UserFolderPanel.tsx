import type { UserDetail } from '@portal/domain/schemas';
import { useQuery } from '@tanstack/react-query';
import { FolderOpen, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { alerts } from '../../../../components/alerts';
import { Button } from '../../../../components/Button';
import { EmptyState } from '../../../../components/Page';
import { toFailure } from '../../../../lib/api-client';
import { Loaded } from '../../../../shared/admin';
import { DirectoryListing } from '../../../../shared/asset-browser';
import { personName } from '../../../../shared/people';
import { userFolderQueryOptions, useUploadToUserFolder } from '../api/user-folder';
import styles from './UserEditPage.module.css';

/**
 * An SA's view of the user's own folder, which the user finds under "Your folder" in the asset
 * manager (issue 28 item 2): the folder in edit mode, or, while they have none, the first upload
 * that makes it (decision 096).
 */
export function UserFolderPanel({ user }: { user: UserDetail }) {
  const folder = useQuery(userFolderQueryOptions(user.id));
  const headingId = useId();
  return (
    <section className={styles.folder} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.folderTitle}>
        <FolderOpen aria-hidden="true" /> Their folder
      </h2>
      <p className={styles.folderLead}>
        Files only {personName(user)} sees, under “Your folder” in the asset manager.
      </p>
      <Loaded query={folder} what="Their folder" loading="Loading their folder…" part>
        {(own) =>
          own ? (
            <DirectoryListing
              kind="user"
              rootId={own.id}
              readOnly={false}
              rootLabel={own.name}
              label={`${personName(user)}'s folder`}
            />
          ) : (
            <FirstUpload user={user} />
          )
        }
      </Loaded>
    </section>
  );
}

function FirstUpload({ user }: { user: UserDetail }) {
  const upload = useUploadToUserFolder(user.id);
  const input = useRef<HTMLInputElement>(null);
  const send = async (files: File[]) => {
    if (files.length === 0) return;
    try {
      await upload.mutateAsync(files);
      alerts.success(`Uploaded to ${personName(user)}'s folder.`);
    } catch (error) {
      alerts.danger(toFailure(error).message);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <EmptyState
      icon={<FolderOpen />}
      title="No folder yet"
      actions={
        <>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            aria-label={`Files for ${personName(user)}`}
            onChange={(event) => void send([...(event.target.files ?? [])])}
          />
          <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
            <Upload aria-hidden="true" /> {upload.isPending ? 'Uploading…' : 'Upload files'}
          </Button>
        </>
      }
    >
      <p>The first files you upload for them make their folder.</p>
    </EmptyState>
  );
}

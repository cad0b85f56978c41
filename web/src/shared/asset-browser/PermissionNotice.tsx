import { MESSAGES } from '@portal/domain';
import { LockKeyhole, LogIn, Mail } from 'lucide-react';
import { Button } from '../../components/Button';
import { mailto, useGlobals } from '../../lib/globals';
import { useOverlays } from '../../lib/overlays';
import styles from './PermissionNotice.module.css';

/** SPEC §2: without the asset permission the listing shows this instead of the files. */
export function PermissionNotice() {
  const { openLogin } = useOverlays();
  const { enquiriesEmail } = useGlobals();
  return (
    <div className={styles.notice}>
      <span className={styles.noticeIcon} aria-hidden="true">
        <LockKeyhole />
      </span>
      <p className={styles.noticeText}>{MESSAGES.assetsNeedLogin}</p>
      <div className={styles.noticeActions}>
        <Button onClick={openLogin}>
          <LogIn aria-hidden="true" /> Login
        </Button>
        <Button asChild variant="secondary">
          <a href={mailto(enquiriesEmail, MESSAGES.inquireAccount)}>
            <Mail aria-hidden="true" /> {MESSAGES.inquireAccount}
          </a>
        </Button>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Container, PageHeader } from '../../../components/Page';
import { mailto, useGlobals } from '../../../lib/globals';
import { usePageReady } from '../../../lib/loading';
import styles from './LegalPages.module.css';

function LegalPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  usePageReady();
  return (
    <>
      <PageHeader eyebrow="Legal" title={title} lead={`Last updated ${updated}.`} />
      <Container narrow>
        <div className={styles.prose}>{children}</div>
      </Container>
    </>
  );
}

/** /privacy-policy */
export function PrivacyPage() {
  const { enquiriesEmail } = useGlobals();
  return (
    <LegalPage title="Privacy Policy" updated="1 November 2025">
      <p>
        This policy explains what personal data the Northstar Games partner portal keeps about you, why, and
        the choices you have. The portal is for lottery operators, their agencies and our own staff.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Your account details: name, business e-mail address, company and the regions you work in.</li>
        <li>Sign-in records: when you signed in and from which network address, to keep accounts secure.</li>
        <li>Activity in the portal, such as the games you open and the assets you download.</li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To give you access to the games and materials licensed to your organisation, to keep the portal
        secure, and to understand which materials are useful. We do not sell your data or use it for
        advertising.
      </p>
      <h2>Cookies</h2>
      <p>
        The portal uses a small number of cookies: one remembers your region selection for seven days, one
        remembers that you dismissed the region tip, and one keeps downloads tied to your session. There are
        no tracking cookies.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Account data is kept while your account is open and deleted within 90 days of closing it. Sign-in
        records are kept for twelve months.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your data, ask us to correct or delete it, or object to how we use it. Write
        to <a href={mailto(enquiriesEmail, 'Privacy request')}>{enquiriesEmail}</a>.
      </p>
    </LegalPage>
  );
}

/** /terms-and-conditions */
export function TermsPage() {
  const { enquiriesEmail } = useGlobals();
  return (
    <LegalPage title="Terms & Conditions" updated="1 November 2025">
      <p>
        These terms apply to your use of the Northstar Games partner portal. By signing in you accept them on
        behalf of your organisation.
      </p>
      <h2>Access</h2>
      <p>
        Accounts are personal. Keep your password to yourself and tell us at once if you think someone else
        has used your account. Guest access ends on the date given with the invitation.
      </p>
      <h2>Use of materials</h2>
      <p>
        Artwork, videos, documents and demos are provided to promote Northstar games in the regions you are
        licensed for. Do not alter logos, share materials outside your organisation or use them after your
        licence ends.
      </p>
      <h2>Demos</h2>
      <p>
        Game demos use play money only and may differ from the live games in your market. They are not a guide
        to return-to-player figures or prize structures.
      </p>
      <h2>Confidentiality</h2>
      <p>
        Roadmap dates and unreleased games are confidential and shared for planning only. They may change
        without notice.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms:{' '}
        <a href={mailto(enquiriesEmail, 'Terms and conditions')}>{enquiriesEmail}</a>.
      </p>
    </LegalPage>
  );
}

import { DIGEST_FREQUENCIES, type DigestFrequency, fullName } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button';
import { Container, PageHeader } from '../../../components/Page';
import { usePageReady } from '../../../lib/loading';
import { useSession } from '../../../lib/session';
import { digestSettingsKey, digestSettingsQueryOptions, saveDigestFrequency } from '../api/whats-new';
import styles from './WhatsNew.module.css';

const CHOICES: Record<DigestFrequency, { label: string; hint: string }> = {
  weekly: { label: 'Weekly', hint: 'On Mondays: what arrived for your regions in the week before.' },
  daily: { label: 'Daily', hint: 'Each morning, when something new arrived the day before.' },
  none: { label: 'None', hint: 'No e-mail. The header still shows what is new.' },
};

/** /profile: who is signed in, and the choice of e-mail digest (issue 29 item 4). */
export function ProfilePage() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const settings = useQuery(digestSettingsQueryOptions());
  const [choice, setChoice] = useState<DigestFrequency | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveDigestFrequency,
    onSuccess: (answer) => {
      queryClient.setQueryData(digestSettingsKey, answer);
      setSaved(
        answer.frequency === 'none'
          ? 'Saved: you will get no digest.'
          : `Saved: you will get the ${answer.frequency} digest.`,
      );
    },
  });
  usePageReady(!settings.isPending);
  useEffect(() => {
    if (settings.data && choice === null) setChoice(settings.data.frequency);
  }, [settings.data, choice]);

  return (
    <>
      <PageHeader eyebrow="Your profile" title={user ? fullName(user) : 'Your profile'} lead={user?.email} />
      <Container narrow>
        <div className={styles.page}>
          <form
            className={styles.panel}
            onSubmit={(event) => {
              event.preventDefault();
              if (choice) save.mutate(choice);
            }}
          >
            <fieldset className={styles.fieldset}>
              <legend className={styles.sectionTitle}>E-mail digest</legend>
              <p className={styles.hint}>
                A summary of the new games, assets and stories for your regions, sent to {user?.email}.
              </p>
              {DIGEST_FREQUENCIES.map((frequency) => (
                <label key={frequency} className={styles.choice}>
                  <input
                    type="radio"
                    name="frequency"
                    value={frequency}
                    checked={choice === frequency}
                    disabled={!settings.data}
                    onChange={() => {
                      setChoice(frequency);
                      setSaved(null);
                    }}
                  />
                  <span>
                    <span className={styles.choiceLabel}>{CHOICES[frequency].label}</span>
                    <span className={styles.hint}>{CHOICES[frequency].hint}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <div className={styles.formActions}>
              <Button type="submit" disabled={!choice || save.isPending}>
                Save
              </Button>
              <p role="status" className={styles.status}>
                {save.isError ? 'The choice could not be saved. Please try again.' : saved}
              </p>
            </div>
            {settings.data?.lastSentAt ? (
              <p className={styles.hint}>
                Last digest sent{' '}
                {new Date(settings.data.lastSentAt).toLocaleDateString('en-GB', { dateStyle: 'long' })}.
              </p>
            ) : null}
          </form>
        </div>
      </Container>
    </>
  );
}

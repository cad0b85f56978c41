import styles from './Logo.module.css';

/** The Northstar Games mark and word mark. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={`${styles.logo} ${styles[tone]}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffd27a" />
            <stop offset="1" stopColor="#e9a519" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="11" fill="#27318a" />
        <path d="M20 5l3.6 10.2L34 19l-10.4 3.8L20 33l-3.6-10.2L6 19l10.4-3.8z" fill="url(#logo-gold)" />
        <circle cx="20" cy="19" r="2.6" fill="#121a47" />
      </svg>
      {/* The space keeps the text 'Northstar Games' (links named '… home' must contain it); flex drops it. */}
      <span className={styles.word}>
        Northstar <span className={styles.sub}>Games</span>
      </span>
    </span>
  );
}

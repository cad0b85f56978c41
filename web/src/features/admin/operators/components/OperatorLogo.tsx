import styles from './operators.module.css';

/** An operator's logo thumbnail, or its initials on a tile when it has none. */
export function OperatorLogo({
  name,
  link,
  size = 40,
}: {
  name: string;
  link: string | null;
  size?: number;
}) {
  if (link)
    return (
      <img
        className={styles.logo}
        src={link}
        alt={`${name} logo`}
        width={size}
        height={size}
        loading="lazy"
      />
    );
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join('') || '?';
  return (
    <span className={styles.logoTile} style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}

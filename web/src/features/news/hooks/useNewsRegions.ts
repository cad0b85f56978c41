import { useRegions } from '../../../lib/region';
import { useSession } from '../../../lib/session';

/**
 * The regions a news list asks for: a signed-in user's selection; for a visitor none, so every
 * region's public stories show.
 */
export function useNewsRegions(): string[] | undefined {
  const { user } = useSession();
  const { selection } = useRegions();
  return user ? selection : undefined;
}

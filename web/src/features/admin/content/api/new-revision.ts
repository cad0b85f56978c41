import type { ContentAnswer, ContentPage } from '@portal/domain/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '../../../../shared/page-content';
import { revisionsKey } from './get-revisions';

/**
 * A call whose answer is the page's new newest revision (a save, a restore): the answer is shown
 * everywhere the page is read, and the page's revisions are read again.
 */
export function useNewRevisionMutation<P extends ContentPage, V>(
  page: P,
  call: (variables: V) => Promise<ContentAnswer<P>>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (answer) => {
      client.setQueryData(contentKeys.page(page), answer);
      void client.invalidateQueries({ queryKey: revisionsKey(page) });
    },
  });
}

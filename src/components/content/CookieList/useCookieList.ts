import type { CookieList } from '../../../shop/schemas/content';
import { useShopRead } from '../../session/useShopRead';

/** The cookie list through `useShopClient().getCookieList()`, read through the one read layer. */
export function useCookieList() {
  const read = useShopRead<CookieList>('getCookieList', [], (client) => client.getCookieList());
  return {
    list: read.status === 'error' ? undefined : read.data,
    error: read.error as Error | undefined,
    retry: read.reload,
  };
}

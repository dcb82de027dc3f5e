import { useEffect, useState } from 'react';
import { SERVICE_ACCOUNTS_PATH } from '../../../../protocol/frames.ts';

/** One request per server and page: the inbox list changes only with the server's configuration. */
const asked = new Map<string, Promise<readonly string[]>>();

/** SPEC §6: the customer-service accounts, as the server is configured (IM_SERVICE_ACCOUNTS); none if it cannot say. */
export function fetchServiceAccounts(serverUrl: string): Promise<readonly string[]> {
  let answer = asked.get(serverUrl);
  if (!answer) {
    answer = fetch(`${serverUrl}${SERVICE_ACCOUNTS_PATH}`)
      .then((res) => res.json() as Promise<{ code?: number; data?: { userIds?: unknown } }>)
      .then((json) => {
        const ids = json.code === 200 ? json.data?.userIds : undefined;
        return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
      })
      .catch(() => {
        asked.delete(serverUrl); // asked again on the next screen
        return [];
      });
    asked.set(serverUrl, answer);
  }
  return answer;
}

export function useServiceAccounts(serverUrl: string): readonly string[] {
  const [ids, setIds] = useState<readonly string[]>([]);
  useEffect(() => {
    let live = true;
    void fetchServiceAccounts(serverUrl).then((list) => {
      if (live) setIds(list);
    });
    return () => {
      live = false;
    };
  }, [serverUrl]);
  return ids;
}

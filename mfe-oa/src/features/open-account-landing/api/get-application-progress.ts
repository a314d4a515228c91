import useSWR from 'swr';
import { otherPaths, withQuery } from '@port/shared/contracts/api-paths';
import { oaApplicationSchema, type OaAccountKind } from '@port/shared/contracts/oa';
import { getData } from '@port/shared/http/data';

/** The same key as the create flow's read (GET …/application?account=kind). */
export const applicationKey = (kind: OaAccountKind) => withQuery(otherPaths.oaApplication, { account: kind });

export const getApplication = (key: string) => getData(key, oaApplicationSchema);

export const useApplicationProgress = (kind: OaAccountKind) =>
  useSWR(applicationKey(kind), getApplication, { revalidateOnFocus: false });

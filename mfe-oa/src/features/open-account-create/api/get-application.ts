import useSWR from 'swr';
import { otherPaths, withQuery } from '@port/shared/contracts/api-paths';
import { oaApplicationSchema, type OaAccountKind } from '@port/shared/contracts/oa';
import { getData } from '@port/shared/http/data';

/** GET /api/oa/private/v1/application?account=kind: the saved steps (masked), wherever they were saved. */
export const applicationKey = (kind: OaAccountKind) => withQuery(otherPaths.oaApplication, { account: kind });

export const getApplication = (key: string) => getData(key, oaApplicationSchema);

export const useApplication = (kind: OaAccountKind) => useSWR(applicationKey(kind), getApplication, { revalidateOnFocus: false });

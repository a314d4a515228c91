import useSWR from 'swr';
import { portPaths } from '@port/shared/contracts/api-paths';
import { playlistSchema } from '@port/shared/contracts/plan-select';
import { getData } from '@port/shared/http/data';

/** GET hybrid/v1/plan-select/playlist/{id} (spec §7): public. */
export const playlistKey = (id: string) => portPaths.planSelectPlaylist(id);
export const usePlaylist = (id: string) =>
  useSWR(playlistKey(id), (key: string) => getData(key, playlistSchema), { revalidateOnFocus: false });

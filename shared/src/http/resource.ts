/** What a section needs from one SWR call: it renders its own skeleton, data or error. */
export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

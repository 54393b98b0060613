import { useParams, useSearchParams } from 'react-router-dom';

const positive = (text: string | null | undefined): number | undefined => {
  const n = Number(text);
  return text && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A positive whole number from the address: a path parameter, or `?name=` when the path has none. */
export function useNumberParam(name: string): number | undefined {
  const params = useParams();
  const [search] = useSearchParams();
  return positive(params[name]) ?? positive(search.get(name));
}

import { ClueDetailPage } from './ClueDetailPage';

/** Detail routes of the lists that have one (spec §2: my, today and total). */
export const MyDetailPage = () => <ClueDetailPage scope="my" />;
export const TodayDetailPage = () => <ClueDetailPage scope="today" />;
export const TotalDetailPage = () => <ClueDetailPage scope="total" />;

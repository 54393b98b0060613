import { ClueListPage } from './ClueListPage';

/** The route pages of the five lists and their recycle bins (routes.tsx loads them by name). */
export const AppointmentListPage = () => <ClueListPage scope="appointment" recycled={false} />;
export const AppointmentRecyclePage = () => <ClueListPage scope="appointment" recycled />;
export const MyListPage = () => <ClueListPage scope="my" recycled={false} />;
export const MyRecyclePage = () => <ClueListPage scope="my" recycled />;
export const TodayListPage = () => <ClueListPage scope="today" recycled={false} />;
export const TodayRecyclePage = () => <ClueListPage scope="today" recycled />;
export const TotalListPage = () => <ClueListPage scope="total" recycled={false} />;
export const TotalRecyclePage = () => <ClueListPage scope="total" recycled />;
export const PoolListPage = () => <ClueListPage scope="pool" recycled={false} />;
export const PoolRecyclePage = () => <ClueListPage scope="pool" recycled />;

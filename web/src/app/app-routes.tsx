import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ChatScreen } from '../features/chat/components/chat-screen';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoading } from './routes/page-loading';

// The admin screen is its own chunk, fetched only when /admin is visited.
const AdminPage = lazy(() => import('./routes/admin-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ChatScreen />} />
      <Route
        path="/admin"
        element={
          <Suspense fallback={<PageLoading />}>
            <AdminPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

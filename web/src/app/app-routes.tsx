import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ChatScreen } from '../features/chat/components/chat-screen';
import { EmbedChatScreen } from '../features/chat/components/embed-chat-screen';
import type { AdminSection } from './routes/admin-page';
import { NotFoundPage } from './routes/not-found-page';
import { PageLoading } from './routes/page-loading';

// The admin screen is its own chunk, fetched only when /admin is visited.
const AdminPage = lazy(() => import('./routes/admin-page'));

const adminPage = (section: AdminSection) => (
  <Suspense fallback={<PageLoading />}>
    <AdminPage section={section} />
  </Suspense>
);

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<ChatScreen />} />
      <Route path="/embed" element={<EmbedChatScreen />} />
      <Route path="/admin" element={adminPage('faqs')} />
      <Route path="/admin/insights" element={adminPage('insights')} />
      <Route path="/admin/requests" element={adminPage('requests')} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

// The console's routes (PRODUCT.md §2). Pages load lazily so the first screen stays small.
import { lazy, Suspense } from 'react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { BotArea, BotOverviewRedirect } from '../bots/BotNav';
import { DocumentTitle } from './DocumentTitle';
import { useErrorReveal } from './error-reveal';
import { useFocusKeeper } from './focus-keeper';
import { FullScreenSpinner } from './FullScreenSpinner';
import { LeaveGuard } from '../forms/leave-guard';
import { LogoutOnVisit } from './LogoutOnVisit';
import { PublicOnly } from './PublicOnly';
import { SessionExpiredModal } from './SessionExpiredModal';
import { useStaleToastCleaner } from './stale-toasts';

// The signed-in frame (header, session watcher, loader screen) is not needed by the login page's first download.
const ProtectedLayout = lazy(() => import('./ProtectedLayout').then((m) => ({ default: m.ProtectedLayout })));
const LoginPage = lazy(() => import('../routes/login/LoginPage').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../routes/signup/SignupPage').then((m) => ({ default: m.SignupPage })));
const ConfirmationPage = lazy(() => import('../routes/confirmation/ConfirmationPage').then((m) => ({ default: m.ConfirmationPage })));
const CheckEmailPage = lazy(() => import('../routes/confirmation/CheckEmailPage').then((m) => ({ default: m.CheckEmailPage })));
const ResetRequestPage = lazy(() => import('../routes/reset/ResetRequestPage').then((m) => ({ default: m.ResetRequestPage })));
const ResetPasswordPage = lazy(() => import('../routes/reset/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const ResetSuccessPage = lazy(() => import('../routes/reset/ResetSuccessPage').then((m) => ({ default: m.ResetSuccessPage })));
const SignInCallbackPage = lazy(() => import('../routes/sign-in/SignInCallbackPage').then((m) => ({ default: m.SignInCallbackPage })));
const PrivacyPolicyPage = lazy(() => import('../routes/privacy-policy/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })));
const NotFoundPage = lazy(() => import('../routes/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const DashboardPage = lazy(() => import('../routes/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })));
const CreateBotPage = lazy(() => import('../routes/bot-create/CreateBotPage').then((m) => ({ default: m.CreateBotPage })));
const BotDetailPage = lazy(() => import('../routes/bot-detail/BotDetailPage').then((m) => ({ default: m.BotDetailPage })));
const BotSettingsPage = lazy(() => import('../routes/bot-settings/BotSettingsPage').then((m) => ({ default: m.BotSettingsPage })));
const FaqPage = lazy(() => import('../routes/bot-faq/FaqPage').then((m) => ({ default: m.FaqPage })));
const TestChatPage = lazy(() => import('../routes/bot-test-chat/TestChatPage').then((m) => ({ default: m.TestChatPage })));
const BatchTestPage = lazy(() => import('../routes/bot-batch-test/BatchTestPage').then((m) => ({ default: m.BatchTestPage })));
const IntegrationsPage = lazy(() => import('../routes/bot-integrations/IntegrationsPage').then((m) => ({ default: m.IntegrationsPage })));
const AutoQaPage = lazy(() => import('../routes/bot-autoqa/AutoQaPage').then((m) => ({ default: m.AutoQaPage })));
const TopicsPage = lazy(() => import('../routes/bot-topics/TopicsPage').then((m) => ({ default: m.TopicsPage })));

const EntitiesPage = lazy(() => import('../routes/bot-entities/EntitiesPage').then((m) => ({ default: m.EntitiesPage })));
const AutoFaqPage = lazy(() => import('../routes/bot-autofaq/AutoFaqPage').then((m) => ({ default: m.AutoFaqPage })));
const QuestionnairesPage = lazy(() => import('../routes/bot-questionnaires/QuestionnairesPage').then((m) => ({ default: m.QuestionnairesPage })));
const HistoryPage = lazy(() => import('../routes/bot-history/HistoryPage').then((m) => ({ default: m.HistoryPage })));
const RecommendationsPage = lazy(() => import('../routes/bot-recommendations/RecommendationsPage').then((m) => ({ default: m.RecommendationsPage })));
const TemplateWizardPage = lazy(() => import('../routes/bot-template/TemplateWizardPage').then((m) => ({ default: m.TemplateWizardPage })));
const AccountPage = lazy(() => import('../routes/account/AccountPage').then((m) => ({ default: m.AccountPage })));
const PricingPage = lazy(() => import('../routes/pricing/PricingPage').then((m) => ({ default: m.PricingPage })));
const ServicePage = lazy(() => import('../routes/service/ServicePage').then((m) => ({ default: m.ServicePage })));

export function AppRoutes() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/" element={<LoginPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/reset" element={<ResetRequestPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/reset-password-success" element={<ResetSuccessPage />} />
          <Route path="/google/callback" element={<SignInCallbackPage provider="google" />} />
          <Route path="/line/callback" element={<SignInCallbackPage provider="line" />} />
        </Route>
        {/* Open signed in too: the mailed link may be opened in the browser that is signed in, and must still confirm. */}
        <Route path="/confirmation" element={<ConfirmationPage />} />
        <Route path="/is-checked-confirmation" element={<CheckEmailPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route element={<ProtectedLayout />}>
          <Route path="/dashboard" element={<DashboardPage />} />
          <Route path="/dashboard/bot/create" element={<CreateBotPage />} />
          <Route path="/dashboard/bot/create-from-template" element={<TemplateWizardPage />} />
          <Route path="/dashboard/bot/:id" element={<BotArea />}>
            {/* A bot's address without a section opens its overview (an unknown section is page-not-found). */}
            <Route index element={<BotOverviewRedirect />} />
            <Route path="detail" element={<BotDetailPage />} />
            <Route path="setting" element={<BotSettingsPage />} />
            <Route path="faq" element={<FaqPage />} />
            <Route path="test-chat" element={<TestChatPage />} />
            <Route path="batch-test" element={<BatchTestPage />} />
            <Route path="history" element={<HistoryPage />} />
            <Route path="recommendations" element={<RecommendationsPage />} />
            <Route path="integrations" element={<IntegrationsPage />} />
            <Route path="autoqa" element={<AutoQaPage />} />
            <Route path="topics" element={<TopicsPage />} />
            <Route path="autofaq" element={<AutoFaqPage />} />
            <Route path="questionnaires" element={<QuestionnairesPage />} />

            <Route path="ner" element={<EntitiesPage />} />
          </Route>
          <Route path="/service" element={<ServicePage />} />
          <Route path="/dashboard/account" element={<AccountPage />} />
          <Route path="/dashboard/pricing" element={<PricingPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  const [params] = useSearchParams();
  useStaleToastCleaner();
  useFocusKeeper();
  useErrorReveal();
  if (params.get('logout') === 'true') return <LogoutOnVisit />;
  return (
    <>
      <DocumentTitle>
        <AppRoutes />
        <SessionExpiredModal />
        <LeaveGuard />
      </DocumentTitle>
    </>
  );
}

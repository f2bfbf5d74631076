// What tools/bench/insights.js needs to time the admin's Insights against a real transcript
// table, without the service around it: import '@caddie/chat/insights-bench'.
export { CHAT_MIGRATIONS } from './migrations';
export { TranscriptFigures } from './insights/transcript-figures';
export { InsightsService } from './insights/insights.service';
export { FaqIndex } from './faq-index/faq-index';
export { Clock } from './clock/clock';
export { ChatServiceConfig } from './config/chat-service.config';

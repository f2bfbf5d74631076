import { CreateChatTables1732000000000 } from './1732000000000-create-chat-tables';
import { AddReplyOutcomes1732000000001 } from './1732000000001-add-reply-outcomes';
import { AddSuggestionChoices1732000000002 } from './1732000000002-add-suggestion-choices';
import { CreateHandoffRequests1732000000003 } from './1732000000003-create-handoff-requests';
import { LearnFromVisitors1732000000004 } from './1732000000004-learn-from-visitors';
import { BoundHandoffRequests1732000000005 } from './1732000000005-bound-handoff-requests';
import { CreateTextEmbeddings1732000000006 } from './1732000000006-create-text-embeddings';
import { LearnFromHelpfulVotes1732000000007 } from './1732000000007-learn-from-helpful-votes';

/** In order. A new migration is added here and never edited once released. */
export const CHAT_MIGRATIONS = [
  CreateChatTables1732000000000,
  AddReplyOutcomes1732000000001,
  AddSuggestionChoices1732000000002,
  CreateHandoffRequests1732000000003,
  LearnFromVisitors1732000000004,
  BoundHandoffRequests1732000000005,
  CreateTextEmbeddings1732000000006,
  LearnFromHelpfulVotes1732000000007,
];

import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { InOrder, IsOptionalText } from '../validation/text-rules';
import { LIMITS } from '../limits';
import { HANDOFF_STATUSES, HandoffStatus } from './handoff';

const SESSION_HINT = 'Start a session with POST /api/chat/session.';

/** POST /api/chat/handoff: "Leave your question for our team". */
export class CreateHandoffDto {
  @InOrder(
    MaxLength(LIMITS.SESSION_ID_MAX_LENGTH, {
      message: `sessionId must be at most ${LIMITS.SESSION_ID_MAX_LENGTH} characters. ${SESSION_HINT}`,
    }),
    Matches(/^[A-Za-z0-9_-]+$/, {
      message: `sessionId may hold only letters, digits, - and _. ${SESSION_HINT}`,
    }),
  )
  sessionId: string;

  /** Optional: how the team should address the visitor. */
  @IsOptionalText(100, 'Write the name the team should use, or leave it out.')
  name?: string;

  @InOrder(
    MaxLength(254, { message: 'email must be at most 254 characters.' }),
    IsEmail(
      {},
      {
        message:
          'email must be an email address, such as name@example.com, so the team can answer.',
      },
    ),
  )
  email: string;
}

const PAGE_HINT = `Use 1 to ${LIMITS.HANDOFF_PAGE_MAX_SIZE}, or leave it out for ${LIMITS.HANDOFF_PAGE_SIZE}.`;

/** GET /api/handoffs?status=open|done&cursor=...&limit=20: one page, newest first. */
export class ListHandoffsDto {
  @IsOptional()
  @IsIn(HANDOFF_STATUSES, { message: 'status must be open or done. Leave it out for both.' })
  status?: HandoffStatus;

  /** The nextCursor of the page before; opaque. */
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,200}$/, {
    message: 'cursor must be the nextCursor of the page before. Leave it out for the first page.',
  })
  cursor?: string;

  // Query parameters arrive as text: digits only (see FaqIdDto for why).
  @IsOptional()
  @Transform(({ value }) =>
    typeof value === 'string' && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : value,
  )
  @InOrder(
    IsInt({ message: `limit must be a whole number. ${PAGE_HINT}` }),
    Min(1, { message: `limit must be 1 or more. ${PAGE_HINT}` }),
    Max(LIMITS.HANDOFF_PAGE_MAX_SIZE, {
      message: `limit must be at most ${LIMITS.HANDOFF_PAGE_MAX_SIZE}. ${PAGE_HINT}`,
    }),
  )
  limit?: number;
}

/** PUT /api/handoffs/{id}: mark a request done, or open again. */
export class UpdateHandoffDto {
  @IsIn(HANDOFF_STATUSES, { message: 'status must be open or done.' })
  status: HandoffStatus;
}

/** The {id} of /api/handoffs/{id}. */
export class HandoffIdDto {
  @IsUUID('all', { message: 'id must be the id of a request from the list. Reload the list.' })
  id: string;
}

/** handoff.update over the transport. */
export class UpdateHandoffMessage extends UpdateHandoffDto {
  @IsUUID('all')
  id: string;
}

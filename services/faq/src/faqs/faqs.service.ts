import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CreateFaqDto,
  ErrorCode,
  FAQ_LIST_PAGE_SIZE,
  Faq,
  FaqListPage,
  FaqListPageMessage,
  UpdateFaqMessage,
  tidyPhrasings,
} from '@caddie/contracts';
import { DomainError } from '@caddie/service-kit';
import { MoreThan, Repository } from 'typeorm';
import { FaqEventsPublisher } from '../events/faq-events.publisher';
import { FaqEntity } from './faq.entity';
import { toFaq } from './to-faq';

@Injectable()
export class FaqsService {
  constructor(
    @InjectRepository(FaqEntity) private readonly faqs: Repository<FaqEntity>,
    private readonly events: FaqEventsPublisher,
  ) {}

  async listPage({ activeOnly, afterId }: FaqListPageMessage): Promise<FaqListPage> {
    const rows = await this.faqs.find({
      where: { id: MoreThan(afterId), ...(activeOnly ? { isActive: true } : {}) },
      order: { id: 'ASC' },
      take: FAQ_LIST_PAGE_SIZE,
    });
    return {
      faqs: rows.map(toFaq),
      lastId: rows.at(-1)?.id ?? afterId,
      done: rows.length < FAQ_LIST_PAGE_SIZE,
    };
  }

  async create(dto: CreateFaqDto): Promise<Faq> {
    const saved = await this.faqs.save(
      this.faqs.create({
        question: dto.question,
        answer: dto.answer,
        phrasings: tidyPhrasings(dto.phrasings ?? [], dto.question),
        isActive: dto.isActive ?? true,
      }),
    );
    this.events.changed('created', [saved.id]);
    return toFaq(saved);
  }

  async update({ id, ...changes }: UpdateFaqMessage): Promise<Faq> {
    const fields = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(fields).length === 0) {
      throw new DomainError(
        ErrorCode.VALIDATION_FAILED,
        'Nothing to update: send question, answer, phrasings or isActive.',
      );
    }
    const faq = this.faqs.merge(await this.findOrFail(id), fields);
    faq.phrasings = tidyPhrasings(faq.phrasings, faq.question);
    const saved = await this.faqs.save(faq);
    this.events.changed('updated', [id]);
    return toFaq(saved);
  }

  async delete(id: number): Promise<{ id: number }> {
    const result = await this.faqs.delete({ id });
    if (!result.affected) throw notFound(id);
    this.events.changed('deleted', [id]);
    return { id };
  }

  private async findOrFail(id: number): Promise<FaqEntity> {
    const faq = await this.faqs.findOneBy({ id });
    if (!faq) throw notFound(id);
    return faq;
  }
}

function notFound(id: number): DomainError {
  return new DomainError(
    ErrorCode.FAQ_NOT_FOUND,
    `No FAQ has id ${id}. It may have been deleted; reload the list and try again.`,
  );
}

import { describeValidationErrors, redisOptionsFromUrl, parseAddress, serverTransport } from '@caddie/service-kit';
import { ImportFaqsDto } from '@caddie/contracts';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { unneutraliseFormula, neutraliseFormula } from '../../faq/src/faq-transfer/csv-formula';
import { parseFaqCsv } from '../../faq/src/faq-transfer/parse-faq-csv';
it('scratch', () => {
  const dto = plainToInstance(ImportFaqsDto, { faqs: [{ question: 'q', answer: 'a' }, { question: 'q', answer: 'a' }, { question: 'q', answer: '  ', colour: 'x' }], extra: 1 });
  const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true });
  console.log(describeValidationErrors(errors));
  console.log(unneutraliseFormula(neutraliseFormula("'=1+1")));
  console.log(redisOptionsFromUrl('rediss://user:p%40ss@redis.example:6380/2'), redisOptionsFromUrl('redis://localhost'));
  console.log(parseAddress('::1:4002'), JSON.stringify(serverTransport(undefined, '127.0.0.1:4001')));
  console.log(parseFaqCsv('question,answer\n'));
  try { parseFaqCsv('q,a\nx,y\n'); } catch (e) { console.log((e as Error).message); }
  try { parseFaqCsv('question,answer\nx,y,z\n'); } catch (e) { console.log((e as Error).message); }
  try { parseFaqCsv(''); } catch (e) { console.log((e as Error).message); }
});

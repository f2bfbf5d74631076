import { jsonResponse, textResponse } from '../test/fake-response';
import { faqQueryKeys } from './faq-query-keys';
import { createQueryClient } from './query-client';

describe('createQueryClient', () => {
  let fetchMock: jest.Mock;

  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock;
  });

  it('GETs the query key joined with slashes, with credentials, and parses JSON', async () => {
    fetchMock.mockResolvedValue(jsonResponse([{ id: 1 }]));
    const data = await createQueryClient().fetchQuery({ queryKey: faqQueryKeys.active });
    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/faqs/active',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('throws on 401 without retrying', async () => {
    fetchMock.mockResolvedValue(textResponse('', { status: 401, statusText: 'Unauthorized' }));
    await expect(createQueryClient().fetchQuery({ queryKey: faqQueryKeys.all })).rejects.toThrow(
      '401: Unauthorized',
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never lets data go stale, never polls and never refetches on focus', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      retry: false,
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('refetches both FAQ lists when the all-FAQs key is invalidated', async () => {
    const queryClient = createQueryClient();
    fetchMock.mockImplementation(async () => jsonResponse([]));
    await queryClient.fetchQuery({ queryKey: faqQueryKeys.all });
    await queryClient.fetchQuery({ queryKey: faqQueryKeys.active });
    await queryClient.invalidateQueries({ queryKey: faqQueryKeys.all });
    expect(queryClient.getQueryState(faqQueryKeys.all)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(faqQueryKeys.active)?.isInvalidated).toBe(true);
  });
});

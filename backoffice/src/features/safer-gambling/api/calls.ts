// The safer gambling screens' calls (@arena/contracts operatorSaferGamblingEndpoints).
import type { HarmCloseRequest, HarmInteractionRequest, HarmReview, HarmReviewDetail, HarmReviewQuery } from '@arena/contracts';
import { http } from '../../../api/client';

export const saferGamblingApi = {
  reviews: async (query: HarmReviewQuery): Promise<HarmReview[]> =>
    (await http.get<{ data: HarmReview[] }>('safer-gambling/reviews', { params: query })).data.data,
  review: async (id: number): Promise<HarmReviewDetail> => (await http.get<{ data: HarmReviewDetail }>(`safer-gambling/reviews/${id}`)).data.data,
  interact: async (id: number, request: HarmInteractionRequest): Promise<string> =>
    (await http.post<{ message: string }>(`safer-gambling/reviews/${id}/interactions`, request)).data.message,
  close: async (id: number, request: HarmCloseRequest): Promise<string> =>
    (await http.post<{ message: string }>(`safer-gambling/reviews/${id}/close`, request)).data.message,
};

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildTestApp } from '../testing/test-app';

const JSON_HEADERS = { 'content-type': 'application/json' };

describe('error replies', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
    // a route that fails the way a bug would
    app.get('/api/test/crash', async () => {
      throw new Error('secret detail: connection string postgres://user:pw@db');
    });
  });
  afterAll(async () => {
    await app.close();
  });

  const cases: [string, InjectOptions, number, { tr: string; en: string }][] = [
    [
      'malformed JSON',
      { method: 'POST', url: '/api/casino/games', headers: JSON_HEADERS, payload: '{"skip":0,' },
      400,
      { tr: 'İstek gövdesi geçerli bir JSON değil.', en: 'The request body is not valid JSON.' },
    ],
    [
      'prototype poisoning',
      { method: 'POST', url: '/api/casino/games', headers: JSON_HEADERS, payload: '{"skip":0,"take":5,"__proto__":{"x":1}}' },
      400,
      { tr: 'İstek gövdesi geçerli bir JSON değil.', en: 'The request body is not valid JSON.' },
    ],
    [
      'a JSON array instead of an object',
      { method: 'POST', url: '/api/casino/games', headers: JSON_HEADERS, payload: '[1,2]' },
      400,
      { tr: 'İstek gövdesi bir JSON nesnesi olmalıdır.', en: 'The request body must be a JSON object.' },
    ],
    [
      'JSON null',
      { method: 'POST', url: '/api/cms/contentlist', headers: JSON_HEADERS, payload: 'null' },
      400,
      { tr: 'İstek gövdesi bir JSON nesnesi olmalıdır.', en: 'The request body must be a JSON object.' },
    ],
    [
      'a missing body where fields are required',
      { method: 'POST', url: '/api/cms/contentlist' },
      400,
      { tr: 'status alanı zorunludur.', en: 'status is required.' },
    ],
    [
      'a text body',
      { method: 'POST', url: '/api/casino/games', headers: { 'content-type': 'text/plain' }, payload: 'skip=0' },
      400,
      { tr: 'İstek gövdesi bir JSON nesnesi olmalıdır.', en: 'The request body must be a JSON object.' },
    ],
    [
      'an oversized body',
      { method: 'POST', url: '/api/casino/games', headers: JSON_HEADERS, payload: JSON.stringify({ skip: 0, take: 5, search: 'x'.repeat(70 * 1024) }) },
      413,
      { tr: 'İstek gövdesi çok büyük.', en: 'The request body is too large.' },
    ],
    [
      'an unsupported content type',
      { method: 'POST', url: '/api/casino/games', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'skip=0&take=5' },
      415,
      { tr: 'İçerik türü desteklenmiyor.', en: 'The content type is not supported.' },
    ],
    ['a malformed URL escape', { method: 'GET', url: '/api/cms/page/%E0%A4%A' }, 400, { tr: 'İstek geçersiz.', en: 'The request is invalid.' }],
    [
      'an unknown API route',
      { method: 'GET', url: '/api/does/not/exist' },
      404,
      { tr: 'İstenen kaynak bulunamadı.', en: 'The requested resource was not found.' },
    ],
    [
      'an unknown API route called with POST',
      { method: 'POST', url: '/api/cms/nothing', headers: JSON_HEADERS, payload: '{}' },
      404,
      { tr: 'İstenen kaynak bulunamadı.', en: 'The requested resource was not found.' },
    ],
    [
      'the wrong method on a known route',
      { method: 'GET', url: '/api/casino/games' },
      404,
      { tr: 'İstenen kaynak bulunamadı.', en: 'The requested resource was not found.' },
    ],
    [
      'an unexpected error',
      { method: 'GET', url: '/api/test/crash' },
      500,
      { tr: 'Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.', en: 'An unexpected error occurred. Please try again later.' },
    ],
  ];

  describe.each(cases)('%s', (_name, request, status, messages) => {
    it.each(['tr', 'en'] as const)('answers %s as JSON { success: false, message }', async (locale) => {
      const res = await app.inject({ ...request, headers: { ...request.headers, 'x-locale': locale } });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      // exactly the envelope: no stack, no statusCode, no internal detail
      expect(res.json()).toEqual({ success: false, message: messages[locale] });
    });
  });

  it('defaults to Turkish without an x-locale header', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/does/not/exist' });
    expect(res.json()).toEqual({ success: false, message: 'İstenen kaynak bulunamadı.' });
  });
});

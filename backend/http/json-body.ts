// The JSON body parser every route reads with. The public channels mount their own, ahead of the app's, so that a
// body they cannot read is refused in their reply shape.
import express, { type RequestHandler } from 'express';

export const jsonBody = (): RequestHandler => express.json({ limit: '1mb' });

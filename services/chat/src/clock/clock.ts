import { Injectable } from '@nestjs/common';

/** The time, injected so that tests can set it (retention, the insights' window). */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

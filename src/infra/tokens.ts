// Injection tokens for the adapters chosen once, from configuration.
export const CONFIG = Symbol('Config');
export const SQL_DATABASE = Symbol('SqlDatabase');
export const EVENT_STORE = Symbol('EventStore');
export const JOB_QUEUE = Symbol('JobQueue');
export const MAILER = Symbol('Mailer');
export const RATE_LIMITER = Symbol('RateLimiter');
export const PAYMENT_GATEWAY = Symbol('PaymentGateway');
export const PAYMENT_LOCKS = Symbol('PaymentLocks');
export const LIVE_BUS = Symbol('LiveBus');

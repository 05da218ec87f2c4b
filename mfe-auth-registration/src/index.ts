// Async boundary: shared singletons are negotiated before any of them is used (DESIGN §3).
import('./bootstrap');

export {};

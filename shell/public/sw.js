/* The service worker of the shell (served as /sw.js, not hashed, revalidated on every check): shows the
   push messages of the in-app inbox and opens their page when clicked. No caching: nothing else. */
/* global self */
'use strict';

var DEFAULT_TITLE = 'Olimpíada';
/** The message the open tabs listen to, to refresh the inbox's unread count (see use-unread-count.ts). */
var PUSH_ARRIVED = 'inbox:push';

/** The payload the API sends: { title, body, url, id }; any member may be missing, or the text not JSON. */
function readPayload(data) {
  if (!data) return {};
  var text = '';
  try {
    text = data.text();
    var parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed;
    return { body: String(parsed) };
  } catch {
    return { body: text };
  }
}

/** Only pages of this site are opened: an absolute URL elsewhere becomes the home page. */
function sameOriginUrl(url) {
  var origin = self.location.origin;
  try {
    var resolved = new URL(typeof url === 'string' && url ? url : '/', origin);
    return resolved.origin === origin ? resolved.href : origin + '/';
  } catch {
    return origin + '/';
  }
}

function notificationOf(payload) {
  var title = typeof payload.title === 'string' && payload.title ? payload.title : DEFAULT_TITLE;
  var options = {
    body: typeof payload.body === 'string' ? payload.body : '',
    data: { url: sameOriginUrl(payload.url), id: payload.id == null ? null : String(payload.id) },
  };
  if (payload.id != null) options.tag = 'notification-' + String(payload.id);
  return { title: title, options: options };
}

// A new version takes over at once, and the open tabs are controlled (so a click can navigate them).
self.addEventListener('install', function () {
  self.skipWaiting();
});
self.addEventListener('activate', function (event) {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', function (event) {
  var shown = notificationOf(readPayload(event.data));
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(shown.title, shown.options),
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (tabs) {
        tabs.forEach(function (tab) {
          tab.postMessage({ type: PUSH_ARRIVED, id: shown.options.data.id });
        });
      }),
    ]),
  );
});

self.addEventListener('notificationclick', function (event) {
  event.notification.close();
  var data = event.notification.data || {};
  var url = sameOriginUrl(data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (tabs) {
      var exact = tabs.find(function (tab) {
        return tab.url === url;
      });
      if (exact) return exact.focus();
      var open = function () {
        return self.clients.openWindow(url);
      };
      var ours = tabs.find(function (tab) {
        return typeof tab.navigate === 'function';
      });
      if (!ours) return open();
      // Focus first: the click's permission to focus a window does not outlast the navigation.
      return ours
        .focus()
        .then(function (focused) {
          return (focused || ours).navigate(url);
        })
        .then(function (moved) {
          return moved || open();
        })
        .catch(open);
    }),
  );
});

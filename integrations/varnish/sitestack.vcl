vcl 4.1;
#
# Varnish (7.x) in front of the Sitestack site server (docs/production.md "Running behind a CDN").
#
# What it relies on from the site server:
# - a shared page says `Cache-Control: public, max-age=0, s-maxage=N, stale-while-revalidate=M`,
#   sets no cookie, and names the data it was drawn from in `Surrogate-Key` (space-separated);
# - anything for one visitor says `Cache-Control: private, no-store` (or sets a cookie);
# - an owner write sends `PURGE /` with `Surrogate-Key: <keys>` here (the server's PURGE_URL).
#
# The backend below is `npm start`'s default port; scripts/varnish-ci.sh writes its own port in.

import std;

backend site {
  .host = "127.0.0.1";
  .port = "4173";
  .first_byte_timeout = 30s;
}

# Who may purge: the site server. Add its address when it runs on another machine.
acl purgers {
  "localhost";
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  # Our own request headers are ours to set.
  unset req.http.X-Sitestack-Cookie;
  unset req.http.X-Sitestack-Encoding;
  unset req.http.X-Purge-Keys;

  if (req.method == "PURGE") {
    call sitestack_purge;
  }

  # A request target that is no path (proxy form, `*`) goes to the server, which refuses it.
  if (req.url !~ "^/") {
    return (pass);
  }

  # Tracking parameters change nothing on the page: one cached copy serves every campaign link.
  # (The page's scripts still see them: they read the address bar, not this request.)
  if (req.url ~ "(?i)[?&](utm_[a-z0-9_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|mc_cid|mc_eid|_ga|_gl)=") {
    set req.url = regsuball(req.url, "(?i)(?<=[?&])(utm_[a-z0-9_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|mc_cid|mc_eid|_ga|_gl)=[^&#]*&?", "");
    set req.url = regsub(req.url, "[?&]+$", "");
  }
  # ?b=2&a=1 and ?a=1&b=2 are one page.
  set req.url = std.querysort(req.url);

  # Writes, and whatever is not plain GET/HEAD, always reach the server.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The site API (its replies carry the visitor's cart, session or crumb), owner pages and the
  # checkout are never kept, whatever they say.
  if (req.url ~ "^/(api|stats|checkout|commerce|plain/checkout)(/|\?|$)" || req.url ~ "^/(healthz|readyz)(\?|$)") {
    return (pass);
  }
  if (req.http.Authorization) {
    return (pass);
  }

  # Browsers send the crumb, cart and consent cookies with every page request. A shared page does
  # not depend on them (the server marks a reply that does as private), so they do not make the
  # request uncacheable here: they are set aside and given back to the server on a miss
  # (vcl_backend_fetch), so a reply that is for this visitor is still theirs.
  if (req.http.Cookie) {
    set req.http.X-Sitestack-Cookie = req.http.Cookie;
    unset req.http.Cookie;
  }

  # One cached body per encoding the server offers: brotli, gzip, or none. Varnish itself only
  # knows gzip (it would ask the server for gzip and give brotli clients gzip), so the choice is
  # kept in a header of our own, sent to the server on a miss and varied on (vcl_backend_response).
  if (req.http.Accept-Encoding ~ "(?i)\bbr\b") {
    set req.http.X-Sitestack-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "(?i)\bgzip\b") {
    set req.http.X-Sitestack-Encoding = "gzip";
  } else {
    set req.http.X-Sitestack-Encoding = "identity";
  }
  return (hash);
}

# PURGE with `Surrogate-Key: a b c`: every cached object whose Surrogate-Key names any of those
# keys as a whole word is banned. The ban tests only obj.* so the ban lurker can drop the objects
# in the background; a request that comes first finds the ban at lookup and fetches anew.
sub sitestack_purge {
  if (client.ip !~ purgers) {
    return (synth(403, "Forbidden"));
  }
  # Keys are [A-Za-z0-9:/._-]; anything else could change the meaning of the ban's expression.
  if (req.http.Surrogate-Key !~ "^[ ]*[A-Za-z0-9:/._-]+( +[A-Za-z0-9:/._-]+)*[ ]*$") {
    return (synth(400, "Surrogate-Key must list keys made of A-Z a-z 0-9 : / . _ -"));
  }
  set req.http.X-Purge-Keys = regsuball(regsuball(req.http.Surrogate-Key, "^ +| +$", ""), " +", "|");
  # The ban's expression is split at spaces and backslashes are escapes in it, so the regex has
  # neither: "." is written "[.]" and a separator [[:blank:]].
  set req.http.X-Purge-Keys = regsuball(req.http.X-Purge-Keys, "[.]", "[.]");
  if (std.ban("obj.http.Surrogate-Key ~ (^|[[:blank:]])(" + req.http.X-Purge-Keys + ")([[:blank:]]|$)")) {
    return (synth(200, "Purged"));
  }
  return (synth(400, std.ban_error()));
}

sub vcl_hash {
  # The page is the URL on this host; cookies and everything else the visitor sends are not part
  # of it. (Accept-Encoding is a Vary, not part of the hash.)
  hash_data(req.url);
  if (req.http.Host) {
    hash_data(std.tolower(req.http.Host));
  } else {
    hash_data(server.ip);
  }
  return (lookup);
}

sub vcl_backend_fetch {
  if (bereq.http.X-Sitestack-Cookie) {
    set bereq.http.Cookie = bereq.http.X-Sitestack-Cookie;
    unset bereq.http.X-Sitestack-Cookie;
  }
  if (bereq.http.X-Sitestack-Encoding) {
    if (bereq.http.X-Sitestack-Encoding == "identity") {
      unset bereq.http.Accept-Encoding;
    } else {
      set bereq.http.Accept-Encoding = bereq.http.X-Sitestack-Encoding;
    }
  }
}

sub vcl_backend_response {
  # Kept only when the server says the reply may be shared: `public`, no private/no-store/no-cache,
  # no cookie set, no `Vary: *`. Anything else is remembered for a while as "do not wait for
  # another visitor's fetch" (hit-for-miss), so the next visitor goes straight to the server, and a
  # later reply the server does mark public is kept again.
  if (bereq.uncacheable) {
    return (deliver);
  }
  if (beresp.http.Set-Cookie
      || beresp.http.Cache-Control !~ "(?i)(^|[ ,])public([ ,]|$)"
      || beresp.http.Cache-Control ~ "(?i)(^|[ ,])(private|no-store|no-cache)([ ,=]|$)"
      || beresp.http.Vary == "*"
      || beresp.ttl <= 0s) {
    set beresp.ttl = 120s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # beresp.ttl comes from s-maxage, and beresp.grace from stale-while-revalidate (Varnish reads
  # both since 6.0): an expired page is served while one fetch gets the new one. A page whose data
  # changed never waits for that: the server's purge bans it outright.
  # Past its grace, the copy is kept an hour more to revalidate with If-None-Match (a 304 from
  # the server costs no render and no body).
  set beresp.keep = 1h;
  if (beresp.http.Vary ~ "(?i)\bAccept-Encoding\b") {
    set beresp.http.Vary = regsuball(beresp.http.Vary, "(?i)\bAccept-Encoding\b", "X-Sitestack-Encoding");
  }
  return (deliver);
}

sub vcl_deliver {
  if (resp.http.Vary) {
    set resp.http.Vary = regsuball(resp.http.Vary, "X-Sitestack-Encoding", "Accept-Encoding");
  }
  # Whether this answer came from the cache: HIT, MISS (fetched and kept) or PASS (not kept).
  if (obj.uncacheable) {
    set resp.http.X-Cache = "PASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache = "HIT";
  } else {
    set resp.http.X-Cache = "MISS";
  }
  if (resp.http.Surrogate-Key) {
    # The keys are for this cache only: they name the site data a page was drawn from, which is
    # nobody else's business, and no browser uses them.
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    # s-maxage and stale-while-revalidate were for this cache, which is purged when the data
    # changes. A cache further down (a company proxy) or the browser is not purged, so it must
    # ask again each time (the ETag makes that a 304).
    if (resp.http.Cache-Control ~ "(?i)(^|[ ,])public([ ,]|$)") {
      set resp.http.Cache-Control = "public, max-age=0, must-revalidate";
    }
  }
  unset resp.http.Via;
}

sub vcl_synth {
  if (req.method == "PURGE") {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
  }
}

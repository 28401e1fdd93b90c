/**
 * A local stand-in for the Google Maps JavaScript API script (https://maps.googleapis.com/maps/api/js):
 * it implements the subset of the google.maps namespace the Sitestack adapter uses
 * (src/runtime/maps/google-maps-provider.ts): Map, Marker, Size, Point, event.clearInstanceListeners
 * and importLibrary, then calls window[callback]() with no argument, as Google's script does.
 * Test knobs in the query: mode=silent (never calls back), mode=legacy (no importLibrary),
 * mode=authfail (can refuse the key after drawing: __googleMapsFake.refuseKey() calls
 * window.gm_authFailure(), as Google does; the test says when, so the map is drawn first).
 * Everything it is asked to do is recorded on window.__googleMapsFake for assertions.
 */
(function () {
  var params = new URL(document.currentScript.src).searchParams;
  var record = (window.__googleMapsFake = window.__googleMapsFake || { loads: 0, params: [], maps: [], markers: [] });
  record.loads += 1;
  record.params.push(Object.fromEntries(params));
  var mode = params.get('mode');

  function Listeners() {
    this.listeners = {};
  }
  Listeners.prototype.addListener = function (name, handler) {
    var list = (this.listeners[name] = this.listeners[name] || []);
    list.push(handler);
    return { remove: function () { list.splice(list.indexOf(handler), 1); } };
  };
  /** For tests: what the real API does when the visitor acts on the marker. */
  Listeners.prototype.trigger = function (name) {
    (this.listeners[name] || []).slice().forEach(function (handler) { handler(); });
  };

  function Map(container, options) {
    Listeners.call(this);
    if (!(container instanceof HTMLElement)) throw new Error('google.maps.Map: container is not an element');
    this.container = container;
    this.options = options;
    this.setOptionsCalls = [];
    var canvas = document.createElement('div');
    canvas.className = 'fake-google-map';
    canvas.style.cssText = 'position:absolute;inset:0;background:#e5e3df;';
    container.append(canvas);
    record.maps.push(this);
  }
  Map.prototype = Object.create(Listeners.prototype);
  Map.prototype.setOptions = function (options) {
    this.setOptionsCalls.push(options);
    this.options = Object.assign({}, this.options, options);
  };

  function Marker(options) {
    Listeners.call(this);
    this.options = options;
    this.map = options.map || null;
    this.setOptionsCalls = [];
    this.cleared = false;
    record.markers.push(this);
  }
  Marker.prototype = Object.create(Listeners.prototype);
  Marker.prototype.setOptions = function (options) {
    this.setOptionsCalls.push(options);
    this.options = Object.assign({}, this.options, options);
  };
  Marker.prototype.setMap = function (map) {
    this.map = map;
  };

  function Size(width, height) {
    this.width = width;
    this.height = height;
  }
  function Point(x, y) {
    this.x = x;
    this.y = y;
  }

  var maps = {
    Map: Map,
    Marker: Marker,
    Size: Size,
    Point: Point,
    MapTypeId: { ROADMAP: 'roadmap', SATELLITE: 'satellite', HYBRID: 'hybrid', TERRAIN: 'terrain' },
    event: {
      clearInstanceListeners: function (instance) {
        instance.listeners = {};
        instance.cleared = true;
      },
    },
  };
  if (mode !== 'legacy') {
    maps.importLibrary = function (name) {
      if (name === 'maps') return Promise.resolve({ Map: Map });
      if (name === 'marker') return Promise.resolve({ Marker: Marker });
      return Promise.reject(new Error('unknown library ' + name));
    };
  }
  window.google = { maps: maps };
  if (mode === 'silent') return;
  window[params.get('callback')]();
  if (mode === 'authfail') record.refuseKey = function () { window.gm_authFailure(); };
})();

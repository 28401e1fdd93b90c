/**
 * A local maps provider implementing Sitestack's provider contract (src/runtime/maps/maps-provider.ts):
 * loaded with ?callback=&key=&language=&region=, it calls window[callback](provider). Test knobs in
 * the query: mode=silent (never calls back), mode=broken (calls back with nothing), delay=ms.
 * It records what happened on window.__testMaps for assertions.
 */
(function () {
  var params = new URL(document.currentScript.src).searchParams;
  var record = (window.__testMaps = window.__testMaps || { loads: 0, params: [], maps: [] });
  record.loads += 1;
  record.params.push(Object.fromEntries(params));
  var mode = params.get('mode');
  if (mode === 'silent') return;

  var provider = {
    name: 'test-provider',
    createMap: function (container, view, handlers, labels) {
      var map = document.createElement('div');
      map.className = 'test-map';
      map.style.cssText = 'position:absolute;inset:0;background:#dde;';
      var marker = document.createElement('button');
      marker.type = 'button';
      marker.className = 'test-marker';
      marker.textContent = labels.marker;
      marker.dataset.dragging = 'false';
      marker.addEventListener('click', function () {
        handlers.markerClick({ dragging: marker.dataset.dragging === 'true' });
      });
      map.append(marker);
      container.append(map);
      var entry = { container: container, view: view, updates: [], destroyed: false, marker: marker };
      record.maps.push(entry);
      return {
        update: function (next) {
          entry.view = next;
          entry.updates.push(next);
        },
        destroy: function () {
          entry.destroyed = true;
          map.remove();
        },
      };
    },
  };
  var callback = params.get('callback');
  var ready = function () {
    window[callback](mode === 'broken' ? undefined : provider);
  };
  var delay = Number(params.get('delay') || 0);
  if (delay > 0) setTimeout(ready, delay);
  else ready();
})();

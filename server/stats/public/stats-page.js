// The owner's stats page: asks for the owner token, reads /api/owner/stats/report with it and
// draws the panels with chart.js. Every value comes from visitors (paths, referrers, error
// messages), so text is only ever set through textContent.
(function statsPage() {
  'use strict';
  var TOKEN_KEY = 'ss-owner-token';
  var Chart = window.Chart;
  var charts = {};
  var reduceMotion = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  var $ = function (id) { return document.getElementById(id); };
  var colors = { pageviews: '#1d4ed8', visitors: '#0e9384', visits: '#9e77ed', good: '#12b76a', needs: '#f79009', poor: '#f04438', marker: '#1d1f24' };

  function storedToken() {
    try { return sessionStorage.getItem(TOKEN_KEY); } catch (e) { return null; }
  }
  function storeToken(token) {
    try { if (token) sessionStorage.setItem(TOKEN_KEY, token); else sessionStorage.removeItem(TOKEN_KEY); } catch (e) { /* private mode: ask again next time */ }
  }

  function showSignIn(message) {
    $('token-form').hidden = false;
    $('controls').hidden = true;
    $('report').hidden = true;
    $('token-error').textContent = message || '';
    $('status').textContent = '';
    if (message) $('token').setAttribute('aria-invalid', 'true'); else $('token').removeAttribute('aria-invalid');
    $('token').focus();
  }

  function table(containerId, headers, rows, numeric) {
    var container = $(containerId);
    container.replaceChildren();
    if (rows.length === 0) {
      var empty = document.createElement('p');
      empty.className = 'empty';
      empty.textContent = 'No data for this period yet.';
      container.append(empty);
      return;
    }
    var t = document.createElement('table');
    var head = t.createTHead().insertRow();
    headers.forEach(function (text, i) {
      var th = document.createElement('th');
      th.scope = 'col';
      th.textContent = text;
      if (numeric[i]) th.className = 'num';
      head.append(th);
    });
    var body = t.createTBody();
    rows.forEach(function (row) {
      var tr = body.insertRow();
      row.forEach(function (cell, i) {
        var td = tr.insertCell();
        if (cell && typeof cell === 'object') { td.textContent = cell.text; td.className = cell.className || ''; }
        else td.textContent = String(cell);
        if (numeric[i]) td.classList.add('num');
      });
    });
    container.append(t);
  }

  function draw(id, config) {
    if (charts[id]) charts[id].destroy();
    config.options = Object.assign({ responsive: true, maintainAspectRatio: false, animation: reduceMotion ? false : { duration: 300 } }, config.options || {});
    charts[id] = new Chart($(id), config);
  }

  function short(text, max) {
    return text.length > max ? text.slice(0, max - 1) + '\u2026' : text;
  }

  function ratingLabel(rating) {
    return rating === 'good' ? 'Good' : rating === 'needs-improvement' ? 'Needs improvement' : rating === 'poor' ? 'Poor' : '\u2013';
  }

  function formatVital(value, unit) {
    return unit === 'ms' ? Math.round(value) + ' ms' : String(Math.round(value * 1000) / 1000);
  }

  function render(report) {
    var nf = new Intl.NumberFormat();
    $('total-pageviews').textContent = nf.format(report.totals.pageviews);
    $('total-visitors').textContent = nf.format(report.totals.visitors);
    $('total-visits').textContent = nf.format(report.totals.visits);
    $('total-errors').textContent = nf.format(report.totals.errors);

    var days = report.daily.map(function (d) { return d.day; });
    draw('daily-chart', {
      type: 'line',
      data: {
        labels: days,
        datasets: [
          { label: 'Pageviews', data: report.daily.map(function (d) { return d.pageviews; }), borderColor: colors.pageviews, backgroundColor: colors.pageviews, tension: 0.2 },
          { label: 'Unique visitors', data: report.daily.map(function (d) { return d.visitors; }), borderColor: colors.visitors, backgroundColor: colors.visitors, tension: 0.2 },
          { label: 'Visits', data: report.daily.map(function (d) { return d.visits; }), borderColor: colors.visits, backgroundColor: colors.visits, borderDash: [4, 4], tension: 0.2 },
        ],
      },
      options: { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
    });
    table('daily-table', ['Day', 'Pageviews', 'Unique visitors', 'Visits'], report.daily.map(function (d) { return [d.day, d.pageviews, d.visitors, d.visits]; }), [false, true, true, true]);

    draw('pages-chart', {
      type: 'bar',
      data: { labels: report.topPages.map(function (p) { return short(p.path, 40); }), datasets: [{ label: 'Pageviews', data: report.topPages.map(function (p) { return p.pageviews; }), backgroundColor: colors.pageviews }] },
      options: { indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } },
    });
    table('pages-table', ['Page', 'Pageviews', 'Unique visitors'], report.topPages.map(function (p) { return [{ text: p.path, className: 'message' }, p.pageviews, p.visitors]; }), [false, true, true]);

    draw('referrers-chart', {
      type: 'bar',
      data: { labels: report.referrers.map(function (r) { return short(r.source, 40); }), datasets: [{ label: 'Pageviews', data: report.referrers.map(function (r) { return r.pageviews; }), backgroundColor: colors.visitors }] },
      options: { indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } },
    });
    table('referrers-table', ['Source', 'Pageviews'], report.referrers.map(function (r) { return [r.source, r.pageviews]; }), [false, true]);

    draw('forms-chart', {
      type: 'bar',
      data: {
        labels: report.formConversions.map(function (f) { return short(f.formId, 30); }),
        datasets: [
          { label: 'Views', data: report.formConversions.map(function (f) { return f.renders; }), backgroundColor: colors.visits },
          { label: 'Submissions', data: report.formConversions.map(function (f) { return f.submissions; }), backgroundColor: colors.pageviews },
        ],
      },
      options: { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
    });
    table('forms-table', ['Form', 'Views', 'Submissions', 'Conversion'], report.formConversions.map(function (f) {
      return [f.formId, f.renders, f.submissions, f.rate === null ? '\u2013' : Math.round(f.rate * 1000) / 10 + '%'];
    }), [false, true, true, true]);

    draw('errors-chart', {
      type: 'bar',
      data: { labels: report.errorsByMessage.map(function (e) { return short(e.message, 40); }), datasets: [{ label: 'Errors', data: report.errorsByMessage.map(function (e) { return e.count; }), backgroundColor: colors.poor }] },
      options: { indexAxis: 'y', scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } },
    });
    table('errors-table', ['Message', 'Count', 'Last seen'], report.errorsByMessage.map(function (e) {
      return [{ text: e.message, className: 'message' }, e.count, new Date(e.lastSeen).toLocaleString()];
    }), [false, true, false]);

    var vitals = report.webVitals;
    // Each metric is drawn on its own scale: 1 = its poor threshold, so different units compare.
    draw('vitals-chart', {
      type: 'bar',
      data: {
        labels: vitals.map(function (v) { return v.name; }),
        datasets: [
          { type: 'bar', label: 'Good', data: vitals.map(function (v) { return v.good / v.poor; }), backgroundColor: colors.good, stack: 'bands', order: 2 },
          { type: 'bar', label: 'Needs improvement', data: vitals.map(function (v) { return (v.poor - v.good) / v.poor; }), backgroundColor: colors.needs, stack: 'bands', order: 2 },
          { type: 'bar', label: 'Poor', data: vitals.map(function () { return 0.5; }), backgroundColor: colors.poor, stack: 'bands', order: 2 },
          {
            type: 'line', label: '75th percentile', showLine: false, order: 1,
            data: vitals.map(function (v) { return Math.min(v.p75 / v.poor, 1.5); }),
            pointStyle: 'rectRot', pointRadius: 8, pointHoverRadius: 10, borderColor: colors.marker, backgroundColor: '#fff', borderWidth: 2,
          },
        ],
      },
      options: {
        indexAxis: 'y',
        scales: { x: { stacked: true, min: 0, max: 1.5, ticks: { callback: function (value) { return value === 1 ? 'poor' : ''; } } }, y: { stacked: true } },
        plugins: {
          tooltip: {
            callbacks: {
              label: function (item) {
                var v = vitals[item.dataIndex];
                if (item.dataset.type === 'line') return 'p75 ' + formatVital(v.p75, v.unit) + ' (' + ratingLabel(v.rating) + ')';
                if (item.datasetIndex === 0) return 'Good up to ' + formatVital(v.good, v.unit);
                if (item.datasetIndex === 1) return 'Needs improvement up to ' + formatVital(v.poor, v.unit);
                return 'Poor above ' + formatVital(v.poor, v.unit);
              },
            },
          },
        },
      },
    });
    table('vitals-table', ['Metric', 'p75', 'Rating', 'Good up to', 'Poor above', 'Samples'], vitals.map(function (v) {
      return [v.name, formatVital(v.p75, v.unit), { text: ratingLabel(v.rating), className: 'rating-' + v.rating }, formatVital(v.good, v.unit), formatVital(v.poor, v.unit), v.samples];
    }), [false, true, false, true, true, true]);
  }

  function load() {
    var token = storedToken();
    if (!token) return showSignIn('');
    var days = $('period').value;
    $('status').textContent = 'Loading\u2026';
    fetch('/api/owner/stats/report?days=' + encodeURIComponent(days), { headers: { Authorization: 'Bearer ' + token, Accept: 'application/json' } })
      .then(function (response) {
        if (response.status === 401 || response.status === 403) {
          storeToken(null);
          showSignIn('That owner token is not valid.');
          return null;
        }
        if (!response.ok) throw new Error('status ' + response.status);
        return response.json();
      })
      .then(function (report) {
        if (!report) return;
        $('token-form').hidden = true;
        $('controls').hidden = false;
        $('report').hidden = false;
        render(report);
        $('status').textContent = 'Showing the last ' + report.days + ' days (UTC).';
      })
      .catch(function () {
        $('status').textContent = 'Unable to load. Try again.';
      });
  }

  $('token-form').addEventListener('submit', function (event) {
    event.preventDefault();
    var token = $('token').value.trim();
    if (!token) return showSignIn('Enter the owner token.');
    storeToken(token);
    $('token').value = '';
    load();
  });
  $('period').addEventListener('change', load);
  $('sign-out').addEventListener('click', function () {
    storeToken(null);
    showSignIn('');
  });
  if (!Chart) {
    $('status').textContent = 'Unable to load. Try again.';
    return;
  }
  if (storedToken()) load(); else showSignIn('');
})();

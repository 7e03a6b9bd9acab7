// The filters and copy buttons of `syncstress report --html` (html_writer.cpp embeds this file; the page's CSP
// names it by hash). The page is complete without it. Strings from the reports reach it only through the DOM and
// the JSON block #dashboard-data, and leave it only through textContent: never as markup.
(function () {
  'use strict';
  var started = performance.now();
  var data = JSON.parse(document.getElementById('dashboard-data').textContent);
  var backendFilter = document.getElementById('filter-backend');
  var statusFilter = document.getElementById('filter-status');
  var labelFilter = document.getElementById('filter-label');

  function all(selector) { return Array.prototype.slice.call(document.querySelectorAll(selector)); }
  function words(text) { return text ? text.split(' ') : []; }

  var cells = all('td.cell');
  var cellsByIndex = {};
  // What the page says over all runs, to come back to when the label filter is cleared.
  var original = {};
  cells.forEach(function (cell) {
    cellsByIndex[cell.dataset.cell] = cell;
    original[cell.dataset.cell] = [cell.dataset.status, cell.querySelector('.status').textContent,
      cell.querySelector('.rate').textContent, cell.querySelector('.ci').textContent,
      cell.querySelector('.runs').textContent, cell.title];
  });
  var noResult = ['none', 'no result', '', '', '', 'no result in the runs with this label'];

  function showCell(cell, view) {
    cell.dataset.status = view[0];
    cell.className = 'cell st-' + (view[0] === 'none' ? 'none' : view[0]);
    cell.querySelector('.status').textContent = view[1];
    cell.querySelector('.rate').textContent = view[2];
    cell.querySelector('.ci').textContent = view[3];
    cell.querySelector('.runs').textContent = view[4];
    cell.title = view[5];
  }

  function statusMatches(status, wanted) {
    if (!wanted) return true;
    if (wanted === 'failing') return status === 'fail' || status === 'hang' || status === 'error';
    return status === wanted;
  }
  function anyStatusMatches(statuses, wanted) {
    return statuses.some(function (status) { return statusMatches(status, wanted); });
  }

  function setCount(id, shown, total) {
    var element = document.getElementById(id);
    if (element) element.textContent = shown === total ? String(total) : shown + ' of ' + total;
  }

  function apply() {
    var backend = backendFilter.value;
    var status = statusFilter.value;
    var label = labelFilter.value;
    var runs = null;
    if (label !== '') {
      runs = {};
      data.labels[Number(label)][1].forEach(function (run) { runs[run] = true; });
    }
    function runShown(run) { return runs === null || runs[run] === true; }

    // Grid: a label shows the figures of its runs alone (worked out by syncstress, not here).
    var views = label === '' ? null : data.views[Number(label)];
    cells.forEach(function (cell) {
      var index = cell.dataset.cell;
      showCell(cell, views === null ? original[index] : (views[index] || noResult));
    });
    all('[data-column]').forEach(function (element) {
      element.hidden = backend !== '' && element.dataset.column !== backend;
    });
    var rows = all('tr.grid-row');
    var shownRows = 0;
    rows.forEach(function (row) {
      var visible = Array.prototype.some.call(row.querySelectorAll('td.cell'), function (cell) {
        return (backend === '' || cell.dataset.backend === backend) && statusMatches(cell.dataset.status, status) &&
          (runs === null || cell.dataset.status !== 'none');
      });
      row.hidden = !visible;
      if (visible) shownRows += 1;
    });
    setCount('grid-count', shownRows, rows.length);

    // Trends and timing follow the grid's cells; a trend's points are runs.
    function cellShown(index) {
      var cell = cellsByIndex[index];
      return cell !== undefined && (backend === '' || cell.dataset.backend === backend) &&
        statusMatches(cell.dataset.status, status) && (runs === null || cell.dataset.status !== 'none');
    }
    all('figure.trend, tr.timing-row').forEach(function (element) {
      element.hidden = !cellShown(element.dataset.cell);
    });
    all('.trend .point, .trend .interval').forEach(function (mark) {
      mark.toggleAttribute('hidden', !runShown(Number(mark.dataset.run)));
    });
    all('.trend .band, .trend .rate-line').forEach(function (shape) {
      shape.toggleAttribute('hidden', runs !== null);  // they join every run's points
    });

    var findings = all('tr.finding');
    var shownFindings = 0;
    findings.forEach(function (row) {
      var visible = (backend === '' || row.dataset.backend === backend) &&
        anyStatusMatches(words(row.dataset.statuses), status) &&
        (runs === null || words(row.dataset.runs).some(function (run) { return runShown(Number(run)); }));
      row.hidden = !visible;
      if (visible) shownFindings += 1;
    });
    all('section.finding-kind').forEach(function (section) {
      section.hidden = section.querySelector('tr.finding:not([hidden])') === null;
    });
    setCount('findings-count', shownFindings, findings.length);

    all('tr.run').forEach(function (row) { row.hidden = !runShown(Number(row.dataset.run)); });
  }

  [backendFilter, statusFilter, labelFilter].forEach(function (filter) {
    filter.addEventListener('change', apply);
  });

  function copied(button, ok) {
    button.textContent = ok ? 'copied' : 'select and copy';
    setTimeout(function () { button.textContent = 'copy'; }, 1500);
  }
  document.addEventListener('click', function (event) {
    var button = event.target.closest('button.copy');
    if (!button) return;
    var text = button.parentElement.querySelector('code').textContent;
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(function () { copied(button, true); }, function () { copied(button, false); });
      return;
    }
    var area = document.createElement('textarea');
    area.value = text;
    document.body.appendChild(area);
    area.select();
    var ok = false;
    try { ok = document.execCommand('copy'); } catch (e) { ok = false; }
    area.remove();
    copied(button, ok);
  });

  apply();
  document.documentElement.dataset.ready = String(performance.now() - started);
})();

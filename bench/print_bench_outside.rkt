#lang racket/base
;; The outside half of bench/print_bench.sh for Racket: requires a submission
;; that provides solve and valid-board? and calls them on the requests
;; bench/case_requests.py made of a case file (fillSudoku and solve as solve,
;; checkSudoku as valid-board?, the Board a flat list with #f for a blank),
;; one after another in this one process, as the harness's warm runtime calls
;; them, with the current output port as Racket gives it (the student's
;; prints go wherever the shell sends stdout). Writes the process's CPU time
;; and the wall time over the calls, in ms, to the file named third:
;;
;;   racket bench/print_bench_outside.rkt FILE.rkt REQUESTS TIMES > /a/pipe
(require racket/list racket/string racket/file)

(define (main file requests times)
  (define solve (dynamic-require (string->path file) 'solve))
  (define valid-board? (dynamic-require (string->path file) 'valid-board?))
  (define calls
    (let loop ([lines (file->lines requests)])
      (if (null? lines)
          '()
          (let* ([header (string-split (first lines))]
                 [rows (string->number (first header))]
                 [board (for*/list ([line (take (rest lines) rows)] [word (string-split line)])
                          (define v (string->number word))
                          (if (eqv? v 0) #f v))])
            (cons (cons (second header) board) (loop (drop (rest lines) rows)))))))
  (collect-garbage)
  (define cpu-start (current-process-milliseconds))
  (define wall-start (current-inexact-milliseconds))
  (for ([call calls])
    (if (equal? (car call) "checkSudoku") (valid-board? (cdr call)) (solve (cdr call))))
  (flush-output (current-output-port))
  (define cpu (- (current-process-milliseconds) cpu-start))
  (define wall (- (current-inexact-milliseconds) wall-start))
  (with-output-to-file times #:exists 'replace
    (lambda () (printf "cpu_ms ~a\nwall_ms ~a\n" cpu (real->decimal-string wall 1)))))

(let ([argv (current-command-line-arguments)])
  (main (vector-ref argv 0) (vector-ref argv 1) (vector-ref argv 2)))

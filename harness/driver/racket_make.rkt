#lang racket/base
;; The Racket builds of a submission (harness/lang/racket.cpp runs them in
;; the box, in the build folder): `raco make` of each FILE.
;;
;;   racket racket_make.rkt FILE...               the timed runs' build: the
;;       student's code as Racket compiles it, nothing added
;;   racket racket_make.rkt --errortrace FILE...  the build that explains a
;;       failure: errortrace's instrumentation compiled in, so that an error
;;       names the student's own file:line:column and a deep recursion its
;;       frames (the driver reads the marks), which Racket CS's compiled code
;;       alone does not keep for an inlined or tail-called function
;;
;; The instrumentation is never timed: it cost the document's solver a
;; quarter more on BD6, and a program of many small calls 3.1x
;; (tests/submissions/accepted/htdp_small_calls.rkt), enough to turn AC
;; into TLE; only a case that failed is run again with it, for its words.
;;
;; A file that does not compile ends it with Racket's own message
;; ("src/sudoku.rkt:5:3: solv: this function is not defined") and exit 1:
;; the harness shows that once, as the submission's compile error.
(require compiler/cm)

(define arguments (vector->list (current-command-line-arguments)))
(define errortrace? (and (pair? arguments) (equal? (car arguments) "--errortrace")))

(parameterize ([current-compile (if errortrace?
                                    ((dynamic-require 'errortrace/errortrace-lib 'make-errortrace-compile-handler))
                                    (current-compile))])
  (for ([file (if errortrace? (cdr arguments) arguments)])
    (managed-compile-zo (path->complete-path (string->path file)))))

#lang racket/base
;; The Racket driver: calls a student's Racket functions so that they speak
;; the executable protocol of docs/protocol.md, as driver.cpp does for C++.
;; The harness runs it in the box on a bundle it built beforehand with
;; racket_make.rkt (harness/lang/racket.cpp): plain for the timed runs, with
;; errortrace for a failed case's words. Nothing is compiled here:
;;
;;   racket racket_driver.rkt FILE ENTRY [ARGS...] < grid  ->  the answer
;;   racket racket_driver.rkt FILE --entries               ->  the entries FILE defines
;;   racket racket_driver.rkt FILE --has-main              ->  "main" when FILE has a main submodule;
;;                                                             it loads what a case loads, to be timed
;;   racket racket_driver.rkt FILE --serve 3>BOUNDARIES < requests
;;
;; --serve is the warm runtime (docs/protocol.md, "One warm runtime per
;; submission"), the exchange sudoku_driver.py --serve speaks: the module is
;; instantiated once, then each request on stdin, "ROWS ENTRY [ARGS...]" and
;; ROWS grid lines, is answered on stdout as a run answers it. fd 3 is the
;; grader's boundary channel: "started" once racket, the driver and the
;; file's libraries (its teaching language) are loaded, before any code of the
;; student's runs; "ready" once the module is instantiated; "done" after each
;; answer. The grader reads the process's CPU time at each.
;;
;; FILE is `#lang racket` (its provided or its own definitions) or a file
;; DrRacket saved in a teaching language (#reader(lib "htdp-...-reader.ss"
;; "lang")), whose definitions are never provided: they are read from the
;; module's namespace. The functions are HtDP's (the document's names, on
;; its Board: a flat list of N*N values, false for a blank):
;;
;;   solve, fillSudoku  ->  (solve bd): a Board, or false; boards are values,
;;                          so on false the caller's board is as it was given
;;   checkSudoku        ->  (valid-board? bd): true or false
;;
;; Any other entry (solve_fast, count_solutions) is NotImplemented.
;;
;; What it guards against, as driver.cpp does:
;;  - printing while solving, the output of top-level expressions: the real
;;    stdout is kept on a private descriptor for the answer and fd 1 points
;;    at stderr, so even a port opened on /dev/stdout misses the answer; and
;;    the student's code runs with current-output-port set to stderr, a
;;    block-buffered port;
;;  - the teaching language's test report: check-expects only run in the
;;    module's `test` submodule, which is never required here;
;;  - a raised error: "sudoku-driver: exception in ENTRY", the frames of the
;;    student's files, the message on one line, exit 1: the harness shows it
;;    in the student's terms;
;;  - ending inside the function: "sudoku-driver: calling ENTRY" is on
;;    stderr before the call, the answer only after it returns.
;;
;; The protocol's words are C++ constants in protocol_words.h, which this
;; file cannot include; tests/harness/driver/racket_driver_test.cpp checks
;; that each is written here as it is there.
(require errortrace/errortrace-key
         ffi/unsafe
         ffi/unsafe/port
         racket/list
         racket/string)

(define not-implemented-line "NotImplemented")
(define line-start "\n")
(define calling-prefix "sudoku-driver: calling ")
(define exception-prefix "sudoku-driver: exception in ")
(define reads-input-prefix "sudoku-driver: reads standard input while loading, line ")
(define recursion-prefix "sudoku-driver: recursion too deep in ")
(define list-entries-argument "--entries")
(define has-main-argument "--has-main")
(define serve-argument "--serve")
(define usage-exit 125)
(define boundary-fd 3)
(define started-mark "started\n")
(define ready-mark "ready\n")
(define done-mark "done\n")

;; Each entry the driver answers, in the entry table's order (entries.h),
;; with the document's function that answers it.
(define entry-functions
  '(("fillSudoku" . solve) ("solve" . solve) ("checkSudoku" . valid-board?)))
;; The entries the harness knows but the document has no function for.
(define other-entries '("solve_fast" "count_solutions"))

(define error-port (current-error-port))
;; Racket writes stderr at once, each string a write: a student printing as
;; they debug would pay a system call a printf. Buffered, as a file port is;
;; the student's prints and the driver's words share this one port, so their
;; order is kept, and say-on-stderr, the end of each case and Racket's exit
;; empty it (docs/performance.md, "Printing while debugging").
(when (file-stream-port? error-port)
  (file-stream-buffer-mode error-port 'block))

(define (say-on-stderr text)
  (write-string text error-port)
  (flush-output error-port))

;; How the driver ends the process: Racket's exit in a run; in --serve,
;; libc's _exit (exit-now), which no exit handler or flush callback the
;; student's file installed can hold up.
(define end-process exit)

;; The harness called the driver wrongly: its bug, which it checks for
;; before the run (judge/case_input.h), so the exit code is not read as one.
(define (usage-error message)
  (say-on-stderr (string-append "sudoku-driver: " message "\n"))
  (end-process usage-exit))

;; ---------------------------------------------------------------------------
;; libc, for the descriptors; #f where there is none to call.
(define fcntl (get-ffi-obj "fcntl" #f (_fun _int _int _int -> _int) (lambda () #f)))
(define dup2 (get-ffi-obj "dup2" #f (_fun _int _int -> _int) (lambda () #f)))
(define exit-now (get-ffi-obj "_exit" #f (_fun _int -> _void) (lambda () exit)))
(define F_DUPFD_CLOEXEC 1030)
(define F_GETFD 1)
(define F_SETFD 2)
(define FD_CLOEXEC 1)

;; The answer channel: a copy of fd 1 that only the driver writes to; fd 1
;; itself becomes stderr, so a port the student opens on /dev/stdout (or
;; Racket's own stdout port) writes where the harness only keeps text.
(define (keep-stdout-for-the-answer)
  (flush-output (current-output-port))
  (define fd (and fcntl dup2 (fcntl 1 F_DUPFD_CLOEXEC 3)))
  (cond
    [(and fd (>= fd 0) (>= (dup2 2 1) 0)) (unsafe-file-descriptor->port fd 'answer '(write))]
    ;; No libc to call: the parameter alone keeps the student's prints off.
    [else (current-output-port)]))

;; ---------------------------------------------------------------------------
;; The grid, as the protocol writes it: rows of digits together ("530070000")
;; or of numbers separated by white space; blank lines are not rows. A sign
;; only in the spaced form: checkSudoku boards may hold -1 on purpose.
(define (read-grid lines)
  (for/list ([line lines]
             #:unless (null? (string-split line)))
    (define words (string-split line))
    (define together (and (= (length words) 1) (> (string-length (first words)) 1)))
    (unless (for/and ([w words])
              (regexp-match? (if together #px"^[0-9]+$" #px"^-?[0-9]+$") w))
      (usage-error (format "grid line '~a' is not a row of numbers" line)))
    (if together
        (for/list ([c (first words)]) (- (char->integer c) (char->integer #\0)))
        (map string->number words))))

;; HtDP's Board: the rows one after another, false for a blank.
(define (grid->board grid)
  (for*/list ([row grid] [value row]) (if (zero? value) #f value)))

(define (cells board) (map (lambda (v) (or v 0)) board))

;; Digits together when the grid is small and every value is a digit, else
;; numbers separated by spaces, so whatever came back is shown as it is.
(define (format-rows rows)
  (define digits
    (and (<= (length rows) 9)
         (for*/and ([row rows] [v row]) (and (exact-integer? v) (<= 0 v 9)))))
  (for/fold ([text ""]) ([row rows])
    (string-append text
                   (string-join (map number->string row) (if digits "" " "))
                   "\n")))

(define (board->rows values size)
  (for/list ([r size]) (take (drop values (* r size)) size)))

;; ---------------------------------------------------------------------------
;; The student's module: declared from its compiled form, instantiated only
;; for a call.
(define (student-path file)
  (simplify-path (path->complete-path (string->path file))))

;; "sudoku.rkt:12:3": a place in the student's files, named as they name it.
(define (place-in-student-files source line column)
  (and (path? source)
       (let ([dir (current-student-dir)])
         (and (string-prefix? (path->string source) (path->string dir))
              (format "~a:~a:~a"
                      (substring (path->string source) (string-length (path->string dir)))
                      line column)))))

(define current-student-dir (make-parameter #f))
;; The student's module path, for the recursion watcher to ask what it defines.
(define current-student-module (make-parameter #f))

;; The symbol FILE's module binds NAME to as a variable, or #f. A teaching
;; language's first-order function is a variable named NAME with a suffix
;; (solve.1, unreadable), NAME itself being syntax that checks applications.
(define (own-variable student name)
  (define defined (let ([phase0 (assv 0 (module->indirect-exports student))])
                    (if phase0 (cdr phase0) '())))
  (define text (symbol->string name))
  (or (memq-symbol name defined)
      (for/first ([s defined]
                  #:when (and (symbol-unreadable? s)
                              (regexp-match? (pregexp (string-append "^" (regexp-quote text) "(\\.[0-9]+)?$"))
                                             (symbol->string s))))
        s)))

(define (memq-symbol name symbols) (and (memq name symbols) name))

(define (exported? student name)
  (define-values (variables syntax) (module->exports student))
  (define phase0 (assv 0 variables))
  (and phase0 (assq name (cdr phase0)) #t))

;; How to get the function NAME once the module is instantiated, or #f when
;; the file defines none: asked of the declaration alone, so a file whose top
;; level loops or raises still says what it defines.
(define (function-getter student name)
  (cond
    [(exported? student name) (lambda () (dynamic-require student name))]
    [(own-variable student name)
     => (lambda (variable)
          (lambda () (namespace-variable-value variable #f #f (module->namespace student))))]
    [else #f]))

;; ---------------------------------------------------------------------------
;; An error in the student's terms: the places in their files it passed
;; through, innermost first, then the message on one line after the place it
;; happened, as Racket writes a syntax error ("sudoku.rkt:6:25: car: contract
;; violation; expected: pair?; given: 5"); the harness quotes that last line
;; as the reason. The places come from errortrace's marks, which
;; racket_make.rkt --errortrace compiled into the build that explains a
;; failure; in the timed run's build, which has none, from Racket's own
;; context, which may miss a frame: the harness runs a failed case again with
;; the explaining build for these words (docs/protocol.md, "The Racket driver").
;; Its lines joined with "; ", or a space after a line that already ends in
;; punctuation ("arity mismatch;" then "the expected number ..."), so no
;; reason reads ";;".
(define (one-line message)
  (for/fold ([text ""]) ([line (map string-trim (string-split message "\n"))])
    (cond
      [(string=? text "") line]
      [(regexp-match? #px"[;:,.]$" text) (string-append text " " line)]
      [else (string-append text "; " line)])))

(define (shown-expression datum)
  (define text (one-line (format "~s" datum)))
  (if (> (string-length text) 60) (string-append (substring text 0 57) "...") text))

(define (student-places raised)
  (define marks (exn-continuation-marks raised))
  (define traced
    (for*/list ([mark (continuation-mark-set->list marks errortrace-key)]
                [place (in-value (and (list? mark) (= (length mark) 6)
                                      (place-in-student-files (list-ref mark 1) (list-ref mark 2) (list-ref mark 3))))]
                #:when place)
      (cons place (shown-expression (car mark)))))
  (define from-srclocs
    (if (exn:srclocs? raised)
        (for*/list ([loc ((exn:srclocs-accessor raised) raised)]
                    [place (in-value (place-in-student-files (srcloc-source loc) (srcloc-line loc)
                                                             (srcloc-column loc)))]
                    #:when place)
          (cons place #f))
        '()))
  (define from-context
    (for*/list ([frame (continuation-mark-set->context marks)]
                [place (in-value (let ([loc (cdr frame)])
                                   (and loc (place-in-student-files (srcloc-source loc) (srcloc-line loc)
                                                                    (srcloc-column loc)))))]
                #:when place)
      (cons place (and (car frame) (format "in ~a" (car frame))))))
  (remove-duplicates (append from-srclocs (if (null? traced) from-context traced)) #:key car))

(define (describe-raised raised)
  (define places (if (exn? raised) (student-places raised) '()))
  (define message
    (if (exn? raised) (one-line (exn-message raised)) (format "uncaught exception: ~a" (shown raised))))
  (string-append
   (apply string-append
          (for/list ([place places])
            (format "  at ~a~a\n" (car place) (if (cdr place) (string-append ": " (cdr place)) ""))))
   (if (null? places) "" (string-append (car (first places)) ": "))
   message
   "\n"))

(define (fail-in what text [before ""])
  (flush-output (current-output-port))
  (say-on-stderr (string-append before line-start exception-prefix what "\n" text))
  (end-process 1))

;; What reading stdin raises while the module is instantiated: its top level
;; asked for input (a test of the student's own), which the grader never gives.
(struct exn:reads-input exn:fail ())
(define (refusing-input)
  (make-input-port 'stdin
                   (lambda (bytes)
                     (raise (exn:reads-input "the module reads standard input as it loads"
                                             (current-continuation-marks))))
                   #f
                   void))

;; The line of the innermost place in the student's files, or 0.
(define (innermost-line raised)
  (define places (student-places raised))
  (define found (and (pair? places) (regexp-match #px":([0-9]+):[0-9]+$" (car (first places)))))
  (if found (second found) "0"))

;; Racket has no stack to overflow: a recursion without end grows its
;; continuation on the heap until the box kills it for memory. A watcher
;; thread counts the student's frames and stops a recursion this deep: the
;; bundled solutions' deepest search held under 100 on a hard 9x9, and a
;; runaway one passes 10,000 within the first check. The timed run's build
;; (racket_make.rkt without --errortrace) has no marks: its frames are
;; counted from Racket's own context, which costs some 1 us a frame, so
;; every tenth check; the build that explains a failure counts errortrace's
;; marks, at each check.
(define recursion-marks-limit 10000)
(define recursion-check-seconds 0.005)
(define context-every-checks 10)

;; How many of errortrace's marks THREAD's continuation holds, counted up to LIMIT.
(define (marks-deep thread limit)
  (let loop ([next (continuation-mark-set->iterator (continuation-marks thread) (list errortrace-key))] [n 0])
    (if (>= n limit)
        n
        (let-values ([(marks next) (next)])
          (if marks (loop next (add1 n)) n)))))

;; The frames of THREAD's context that have a name or a place: Racket's
;; own count, without errortrace (at most 65,536).
(define (context-deep thread)
  (length (continuation-mark-set->context (continuation-marks thread))))

;; The function the recursion calls again and again: of the innermost marks'
;; expressions (or, without marks, the context's named frames), the most
;; frequent head that the student's file defines.
(define (recursing-function thread)
  (define counts (make-hasheq))
  (define marks (continuation-marks thread))
  (for ([mark (in-list (continuation-mark-set->list marks errortrace-key))]
        [_ (in-range 2000)])
    (define datum (and (pair? mark) (car mark)))
    (define expression (if (syntax? datum) (syntax->datum datum) datum))
    (when (and (pair? expression) (symbol? (car expression)))
      (hash-update! counts (car expression) add1 0)))
  (when (zero? (hash-count counts))
    (for ([frame (in-list (continuation-mark-set->context marks))]
          [_ (in-range 2000)])
      (when (symbol? (car frame))
        (hash-update! counts (car frame) add1 0))))
  (define student (current-student-module))
  (define defined
    (for/list ([(name count) (in-hash counts)]
               #:when (and student (function-getter student name)))
      (cons name count)))
  (if (null? defined) "" (symbol->string (car (argmax cdr defined)))))

(define (too-deep? thread checks)
  (define marks (marks-deep thread recursion-marks-limit))
  (cond
    [(> marks 0) (>= marks recursion-marks-limit)]
    [(zero? (remainder checks context-every-checks)) (>= (context-deep thread) recursion-marks-limit)]
    [else #f]))

(define (watch-recursion student-thread what)
  (thread
   (lambda ()
     (let loop ([checks 1])
       (sleep recursion-check-seconds)
       (when (too-deep? student-thread checks)
         (thread-suspend student-thread)
         (define function (recursing-function student-thread))
         (fail-in what
                  (format "the recursion was ~a calls deep when it was stopped\n" recursion-marks-limit)
                  (string-append line-start recursion-prefix function "\n")))
       (loop (add1 checks))))))

;; Runs THUNK as the student's code: what it prints goes to stderr, it reads
;; nothing (LOADING: a read raises, told as such), a recursion without end is
;; stopped, and what it raises is reported as raised in WHAT.
(define (as-student-code what thunk #:loading [loading #f])
  (define watcher (watch-recursion (current-thread) what))
  (with-handlers ([exn:reads-input?
                   (lambda (raised)
                     (kill-thread watcher)
                     (flush-output (current-output-port))
                     (say-on-stderr (string-append line-start reads-input-prefix (innermost-line raised) "\n"
                                                   (describe-raised raised)))
                     (end-process 1))]
                  [(lambda (raised) #t)
                   (lambda (raised) (kill-thread watcher) (fail-in what (describe-raised raised)))])
    (begin0
      (parameterize ([current-output-port error-port]
                     [current-input-port (if loading (refusing-input) (open-input-string ""))])
        (thunk))
      (kill-thread watcher)
      (flush-output error-port))))

(define (shown value)
  (define text (format "~e" value))
  (if (> (string-length text) 120) (string-append (substring text 0 117) "...") text))

;; ---------------------------------------------------------------------------
;; What a case does before the student's code runs, so that the harness can
;; time it as the language's start-up (docs/protocol.md, "Fair time"), and
;; what --serve does before "started": the libraries the file imports (its
;; language: racket, a teaching language), and those the student's own
;; modules it requires import, are instantiated; the student's own modules
;; are not. Asked of the declarations alone: no code of the student's runs.
(define (library-imports student)
  (let walk ([modules (list (make-resolved-module-path student))] [seen '()] [libraries '()])
    (cond
      [(null? modules) (reverse libraries)]
      [(member (car modules) seen) (walk (cdr modules) seen libraries)]
      [else
       (define self (car modules))
       (define-values (own libs)
         (for*/fold ([own '()] [libs libraries])
                    ([phase+imports (module->imports self)]
                     #:when (eqv? (car phase+imports) 0)
                     [import (cdr phase+imports)])
           (define-values (name base) (module-path-index-split import))
           (if (or (symbol? name) (and (pair? name) (eq? (car name) 'lib)))
               (values own (cons name libs))
               (values (cons (module-path-index-resolve (import-of self import) #t) own) libs))))
       (walk (append own (cdr modules)) (cons self seen) libs)])))

;; IMPORT, as module->imports gives it (relative to a module that is not
;; named), made relative to the module SELF.
(define (import-of self import)
  (let rebuild ([index import])
    (define-values (name base) (module-path-index-split index))
    (cond
      [(not name) self]
      [(module-path-index? base) (module-path-index-join name (rebuild base))]
      [else index])))

(define (instantiate-library-imports student #:visit [visit #f])
  (for ([library (library-imports student)])
    (dynamic-require library #f)
    (when visit (dynamic-require library (void))))
  ;; Racket CS reads a compiled procedure's name and place on first need:
  ;; the recursion watcher's first count of a context took 140-200 ms of the
  ;; first case's CPU (serve_conformance_test.cpp). Read here, before any
  ;; code of the student's runs, in the start-up.
  (context-deep (current-thread)))

(define (list-entries student answer)
  (for ([entry+function entry-functions])
    (when (function-getter student (cdr entry+function))
      (write-string (string-append (car entry+function) "\n") answer))))

;; ENTRY [ARGS...], as argv or a request names it: the document's function
;; that answers it, or #f for an entry the document has none for (NI).
(define (function-for call)
  (when (null? call) (usage-error "no entry named"))
  (define entry (first call))
  (define function-name (cond [(assoc entry entry-functions) => cdr] [else #f]))
  (unless (or function-name (member entry other-entries))
    (usage-error (format "unknown entry '~a'" entry)))
  (when (and (equal? entry "count_solutions")
             (or (null? (rest call)) (not (regexp-match? #px"^-*[0-9]+$" (second call)))))
    (usage-error "count_solutions needs its limit"))
  function-name)

(define (instantiate-student student file)
  (as-student-code (format "the top level of ~a" (file-name-of file))
                   (lambda () (dynamic-require student #f))
                   #:loading #t))

;; Calls ENTRY's function (got by GET, #f when the file has none) on a board
;; made from GRID and writes the answer; whatever goes wrong ends the process
;; (exit 1), as it ends a run.
(define (answer-case entry function-name get grid answer)
  (cond
    [(not get) (write-string (string-append not-implemented-line "\n") answer)]
    [else
     (define size (length grid))
     (define board (grid->board grid))
     (define function (get))
     (unless (procedure? function)
       (fail-in entry (format "~a is ~a, not a function\n" function-name (shown function))))
     (say-on-stderr (string-append line-start calling-prefix entry "\n"))
     (define result (as-student-code entry (lambda () (function board))))
     (write-string
      (if (eq? function-name 'valid-board?)
          (cond
            [(boolean? result) (string-append (if result "True" "False") "\n" (format-rows grid))]
            [else (fail-in entry (format "valid-board? returned ~a, which is neither true nor false\n"
                                         (shown result)))])
          (cond
            [(not result) (string-append "False\n" (format-rows grid))]
            [(and (list? result)
                  (= (length result) (* size size))
                  (andmap (lambda (v) (or (not v) (exact-integer? v))) result))
             (string-append "True\n" (format-rows (board->rows (cells result) size)))]
            [else (fail-in entry (format "solve returned ~a, which is neither false nor a Board (a list of ~a numbers or false)\n"
                                         (shown result) (* size size)))]))
      answer)]))

;; A run: the grid from stdin, read before the module is instantiated, so a
;; file that reads stdin at its top level gets nothing of it.
(define (call-entry student file call answer)
  (define function-name (function-for call))
  (define grid (read-grid (for/list ([line (in-lines (current-input-port))]) line)))
  (define get (and function-name (function-getter student function-name)))
  (when get (instantiate-student student file))
  (answer-case (first call) function-name get grid answer))

;; ---------------------------------------------------------------------------
;; --serve: the module instantiated once, then every request answered in this
;; process, each answer followed by "done" on the boundary channel.

(define (boundary-channel-open?)
  (and fcntl (>= (fcntl boundary-fd F_GETFD 0) 0)))

;; Writes TEXT and flushes it; a reader that went away is the grader's
;; doing: the usage exit, as the Python driver's.
(define (send text port)
  (with-handlers ([exn:fail? (lambda (e) (exit-now usage-exit))])
    (write-string text port)
    (flush-output port)))

;; The requests are the driver's: fd 0 becomes /dev/null, as in a run, so a
;; student's read of stdin (even of /dev/stdin, at the top level or in a
;; call) takes no request.
(define (take-stdin-for-the-requests)
  (define fd (fcntl 0 F_DUPFD_CLOEXEC 3))
  (define empty (open-input-file "/dev/null"))
  (unless (and (>= fd 0) (>= (dup2 (unsafe-port->file-descriptor empty) 0) 0))
    (usage-error "--serve cannot take stdin for the requests"))
  (close-input-port empty)
  (unsafe-file-descriptor->port fd 'requests '(read)))

;; One request, "ROWS ENTRY [ARGS...]" then ROWS lines: (list ENTRY-WORDS
;; GRID), or #f at the end of the requests.
(define (read-request requests)
  (define header (read-line requests))
  (cond
    [(eof-object? header) #f]
    [else
     (define words (string-split header))
     (unless (and (pair? words) (regexp-match? #px"^[0-9]+$" (first words)))
       (usage-error (format "request line '~a' is not ROWS ENTRY [ARGS...]" (string-join words " "))))
     (function-for (rest words))
     (define lines
       (for/list ([row (string->number (first words))])
         (define line (read-line requests))
         (when (eof-object? line) (usage-error "the requests end inside a grid"))
         line))
     (list (rest words) (read-grid lines))]))

(define (serve student file answer)
  (set! end-process exit-now)
  (define requests (take-stdin-for-the-requests))
  (fcntl boundary-fd F_SETFD FD_CLOEXEC)   ; no child of the student's holds it
  (define boundaries (unsafe-file-descriptor->port boundary-fd 'boundaries '(write)))
  ;; Everything that runs no code of the student's, before "started": the
  ;; file's language and libraries, and where its functions are.
  (define getters
    (for/hash ([function-name (remove-duplicates (map cdr entry-functions))])
      (values function-name (function-getter student function-name))))
  ;; A teaching language's definitions are read from the module's namespace
  ;; (function-getter), which Racket makes on first need by visiting the
  ;; module's imports at phase 1: the teaching language's own syntax, 0.2 s
  ;; of a plain build's CPU (errortrace's build had paid it as it expanded).
  ;; The language's cost, so visited here, before "started"; what is left to
  ;; make after the student's instantiation is the student's own.
  (define reads-namespace
    (for/or ([function-name (in-hash-keys getters)])
      (and (hash-ref getters function-name) (not (exported? student function-name)))))
  ;; A library that fails as it starts (racket/gui without a display) fails
  ;; the module's instantiation in a run: said the same way, after "started".
  (define library-failure
    (with-handlers ([(lambda (raised) #t) (lambda (raised) raised)])
      (instantiate-library-imports student #:visit reads-namespace)
      #f))
  ;; Loading leaves garbage (a teaching language: ~100 MB of heap) that the
  ;; next collections would sweep on the student's time: tens of ms of the
  ;; first cases' CPU, measured (docs/performance.md). Swept here instead.
  (collect-garbage)
  (send started-mark boundaries)
  (when library-failure
    (fail-in (format "the top level of ~a" (file-name-of file)) (describe-raised library-failure)))
  (instantiate-student student file)
  (when reads-namespace
    (module->namespace student))
  (send ready-mark boundaries)
  (let loop ()
    (define request (read-request requests))
    (when request
      (define call (first request))
      (define function-name (function-for call))
      (answer-case (first call) function-name (and function-name (hash-ref getters function-name))
                   (second request) answer)
      (flush-output (current-output-port))
      (send "" answer)
      (send done-mark boundaries)
      (loop)))
  ;; The end of the requests: at once, whatever threads of the student's run.
  (flush-output (current-output-port))
  (flush-output error-port)
  (exit-now 0))

(define (file-name-of file)
  (let-values ([(dir name must-be-dir?) (split-path (student-path file))]) (path->string name)))

(define (main argv)
  ;; Before any descriptor is made: with fd 3 closed, the next one would take it.
  (when (and (>= (length argv) 2) (equal? (second argv) serve-argument) (not (boundary-channel-open?)))
    (usage-error "--serve needs the boundary channel open on fd 3"))
  (define answer (keep-stdout-for-the-answer))
  (when (< (length argv) 2)
    (usage-error "usage: racket_driver.rkt FILE ENTRY [ARGS...] < grid, or FILE --entries|--has-main|--serve"))
  (define file (first argv))
  (define student (student-path file))
  (let-values ([(dir name must-be-dir?) (split-path student)])
    (current-student-dir dir))
  (current-student-module student)
  ;; The bundle's compiled files are used as they are, whatever the dates a
  ;; copy gave them: nothing is compiled at run time.
  (use-compiled-file-check 'exists)
  (unless (module-declared? student #t)
    (usage-error (format "cannot load ~a" file)))
  (define entry (second argv))
  (cond
    [(equal? entry list-entries-argument) (list-entries student answer)]
    [(equal? entry has-main-argument)
     (when (module-declared? `(submod ,student main) #t) (write-string "main\n" answer))
     (instantiate-library-imports student)]
    [(equal? entry serve-argument) (serve student file answer)]
    [else (call-entry student file (rest argv) answer)])
  (flush-output (current-output-port))
  (flush-output answer)
  (exit 0))

(main (vector->list (current-command-line-arguments)))

conmuta el indicador de compatibilidad con DOS
-a, --all consulta todos los dispositivos en bruto
la entrada estándar está cerrada
es peligroso operar recursivamente sobre (igual que )
límite del espacio de direcciones
Compara los ficheros ordenados FICHERO1 y FICHERO2 línea por línea.
Modo de empleo: [OPCIÓN]... [FICHERO]... o bien: [-abcdfilosx]... [FICHERO] [[+]DESPLAZAMIENTO[.][b]] " o bien: --traditional [OPCIÓN]... [FICHERO] [[+]DESPLAZAMIENTO[.][b] [+][ETIQUETA][.][b]]
el fichero de salida ' ' es un enlace Utilice --force si quiere utilizarlo de verdad. No se inicia el programa.
no se puede leer el directorio
-s, --sysroot <dir> utiliza como raíz del sistema el directorio especificado
se han especificado varios formatos de salida
: ¿borrar el ? (s/n)
-A comprueba todos los sistemas de ficheros
fallo al extender
-b, --bytes muestra los tamaños en bytes
fallo al cerrar la tubería de entrada
tamaño no comprimido de los datos almacenados
obtiene el número máximo de sectores por petición
-U, --user[=<fichero>] deja de compartir el espacio de nombres de usuario
-a, --append añade en el fichero de log
Muestra NOMBRE eliminando cualquier componente de directorio que lo preceda. Si se especifica, también elimina un SUFIJO final.
número máx. de señales pendientes
existe pero no es un directorio
fallo al cambiar de directorio mediante el descriptor de fichero del directorio de trabajo
la opción ' ' solo puede especificarse una vez
fallo al calcular un nuevo contexto
-n, --net[=<fichero>] introduce el espacio de nombres de red
no se puede volver al directorio de trabajo inicial
La orden de selección de velocidad del CD-ROM ha fallado
--nice <número> inicia sesión con esta prioridad
sale sin guardar los cambios
hueco detectado en desplazamiento u
-s, --sha1 genera «hash» sha1
Modifica la información sobre la arquitectura y establece los indicadores de personalidad.
: fallo al utilizar el fichero subyacente
-n, --noparity establece no paridad
el sistema se encuentra en un estado inutilizable
---- PIDs creador/último op. memoria compart. ----
grouping no se puede combinar con --to
: la operación de descarte no está admitida
estado obligatorio del bloqueo: 0 (no hay), 1 (definido)
Modo de empleo: [OPCIÓN]... [PROPIETARIO][:GRUPO]] FICHERO... o bien: [OPCIÓN]... --reference=FICHERO-R FICHERO...
: no es un directorio
Formato de la dirección de comienzo no válido:
no se ha encontrado el número mágico del superbloque
Ya existen particiones que abarcan el disco completo.
--lookup intenta canonicalizar los nombres de `host' a través del DNS -m sólo el nombre del `host' y de usuario asociado con la entrada estándar -p, --process muestra los procesos activos lanzados por init
Demasiados intentos de inicio de sesión ( ) desde para ,
la opción ' ' necesita un argumento
-P, --partscan crea un dispositivo de bucle particionado
Datos variables de Linux
máx. oper. por llamada semop =
-x, --hex imprime máscaras hexadecimales en lugar de listas de CPUs
no se han podido reservar datos de salida
muestra si el hipervisor ha reservado la CPU
/dev/ : no se puede establecer el grupo del proceso:
--show-pt-geometry ya no está implementada. Se usa --show-geometry.
-l, --login-program <fich> especifica el programa de inicio de sesión
no se ha especificado ningún fichero de tiempos
-s busca solamente fuentes
El valor está fuera del rango.
-r, --reference=FICHERO utiliza la fecha de este FICHERO en lugar de la fecha actual -t FECHA utiliza [[SS]AA]MMDDhhmm[.ss] en lugar de la fecha actual --time=PALABRA establece la fecha dada por PALABRA: PALABRA es access, atime o use: equivale a -a PALABRA es modify o mtime: equivale a -m
Ejemplos: /usr/bin/sort -> "sort" include/stdio.h .h -> "stdio" -s .h include/stdio.h -> "stdio" -a algo/str1 algo/str2 -> "str1" seguido por "str2"
-m, --shmem-id <id> elimina un segmento de memoria compartida especificado por id
no se ha especificado origen de montaje
: los bloques solicitados ( lu) superan los bloques disponibles ( lu)
no se ha podido establecer el patrón de las opciones
Asocia una disciplina de línea a una línea serie.
-3, --three muestra tres meses alrededor de la fecha
-m, --minimum <num> longitud de la extensión mínima que descartar
no se ha podido leer:
fallo al inicializar el manejador de procfs
máx. memoria compartida total (kbytes)
establece el `readahead' del sistema de ficheros
-J, --json utiliza formato de salida JSON
: fallo al borrar la cadena mágica en el desplazamiento 0x x
el soporte para posix_fallocate no está compilado
demasiadas velocidades alternativas
ATENCIÓN: Estructura de directorios circular. Esto quiere decir seguramente que el sistema de ficheros está corrupto. COMUNÍQUELO AL ADMINISTRADOR DEL SISTEMA. El siguiente directorio es parte del ciclo:
-R se salta el sistema de ficheros raíz; útil solamente con '-A'
-q, --quiet suprime los mensajes de salida
(montado, mtpt desconocido)
[opciones] [-BMS <dir>... -f] <nombre>
-d, --delimiter=X utiliza X en lugar de espacio como delimitador de campos
no se ha podido inicializar la tabdiff de libmount
fallo al rebobinar el flujo para
no se permite un directorio de destino cuando se instala un directorio
-s, --stderr saca mensajes también por la salida de error estándar
el separador no puede ser nulo
fichero migrado con datos
tiempo vencido, se envía la señal al pid
estado desconocido de la orden (0x )
: partición u: la partición no se está usando
opción ilegal --
-r, --map-root-user asocia el usuario actual a root (implica --user)
Modo de empleo: [OPCIÓN]... [FICHERO]...
carácter no transportable en la cadena de modo
-o, --ignore-owner no tiene en cuenta cambios de propietario
-m, --mapfile <ficheromapa> (predefinido: " " y
-t, --tag <etiqueta> marca todas las líneas con esta etiqueta
fallo al crear un fichero temporal en
-o, --ouput <lista> columnas que se mostrarán en la salida
-b, --online imprime solo las CPUs en línea (lo predeterminado para -p)
Atención: Los valores incorrectos deben remendarse y se corregirán mediante w(rite)
: partición u: fallo al configurar los atributos de la partición
-q, --quiet desactiva información de errores mediante getopt(3)
-t[<fichero>], --timing[=<fichero>] alias obsoleto de -T (el fichero predeterminado es la salida de error estándar)
argumento TID incorrecto
primaria(s), extendida(s), libre(s)
Cadena de parámetro no codificada correctamente
Inicio de sesión con root en desde
atención: se ha especificado el fichero origen más de una vez
cio utiliza E/S concurrente para los datos
argumento de -r no válido
ID de datos estructurados no válido: ' '
dispositivo predeterminado: ` '
Configura parámetros de la impresora de línea.
no se han podido obtener los límites del mensaje
fallo al volver a asociar al espacio de nombres ' '
--output-all saca todas las columnas disponibles
La partición es demasiado grande para el disco.
--octet-count utiliza el método de contar octetos de rfc6587
-r, --raw imprime el «buffer» de mensajes en bruto
-w, --whitelist-environment <lista> no restablece las variables especificadas
la base de la dirección de salida no es válida ' '; debe ser uno de [doxn]
-e, --ifexists se salta los dispositivos que no existan sin decir nada
: no se puede sobreescribir un directorio
: valor no completamente convertido
a su terminal le está denegado el acceso para escritura
-H, --heads <número> establece el número de cabezas
ai_family no soportada
el valor de comienzo del sufijo numérico es demasiado grande para la longitud del sufijo
plantilla inválida, , contiene separador de directorios
: fallo al abrir para escritura
-t, --topology saca información sobre la topología
no se pueden comparar los nombres de fichero y
-l, --length <num> longitud de los bytes que descartar desde el desplazamiento
-a, --ascii utiliza caracteres ASCII para el formato del árbol
falta el argumento del nombre de ruta
¡Fichero de inicio no válido! El fichero de inicio debe ser un nombre de ruta absoluto distinto de cero, como por ejemplo "/unix" o "/unix.save".
--group es mutuamente excluyente con -c/-d/-D/-u
el núcleo no está configurado para semáforos
Modo de empleo: [opciones] [máscara | lista-cpu] [pid|orden [args...]]
Entra en estado de reposo del sistema hasta la hora de reanimación especificada.
-f, --file <fichero> utiliza un fichero específico en lugar de
-g, --general-numeric-sort compara de acuerdo con el valor numérico general -i, --ignore-nonprinting considera solamente caracteres imprimibles -M, --month-sort compara (desconocido) < 'JAN' < ... < 'DEC'
fallo al buscar el fichero
raíces de sistemas de ficheros montados
argumento de las columnas no válido
las opciones --target y --source no pueden usarse juntas con un elemento de la línea de órdenes que no sea una opción
--file <fichero> y <mensaje> son mutamente excluyentes; se hará caso omiso de mensaje
: fallo al cambiar el nombre a
no se ha podido inicializar la tabla de salida
-s, --semaphore-id <id> elimina un semáforo especificado por id
no se puede determinar el dispositivo y el nodo-i de
crea el enlace duro a
nombre del dispositivo de bucle
Modo de empleo: [OPERANDO]... o bien: OPCIÓN
no se puede leer la tabla de sistemas de ficheros montados
+número comienza en la línea especificada
Valor erróneo para ai_flags
no se ha podido enviar la señal a
no se puede establecer el id del usuario
posición relativa del bloqueo en bytes
fallo al configurar la política del tid
-r, --árbol <columna> columna que se utilizará para sacar la tabla con forma de árbol
: se ha borrado la partición nº
-s, --buffer-size <tamaño> tamaño de «buffer» para consultar el «buffer» circular del núcleo
-U, --user[=<fichero>] introduce el espacio de nombres de usuario
[Pulse 'h' para consultar las instrucciones.]
gpt: no se pueden manejar ficheros con modo
...recibida señal de reloj
: error al escribir en el desplazamiento
--show-issue muestra el fichero issue y termina
--strip-trailing-slashes elimina todas las barras finales de cada argumento ORIGEN -S, --suffix=SUFIJO reemplaza el sufijo de respaldo habitual
No hay ninguna partición *BSD en .
--setgroups allow|deny controla las llamadas al sistema de setgroups en el espacio de nombres de usuario
: fallo al descongelar
: última_página 0x lx mayor que el tamaño real de la zona de intercambio
-S <dirs> define la ruta de búsqueda para fuentes
Sesión terminada, matando el intérprete de órdenes...
sólo se pueden modificar entradas locales
valor de ajuste de puntuación OOM actual del pid :
fallo al analizar las opciones de montaje
-T, --tcp utiliza solamente TCP
no se ha especificado ninguna orden
Si se utiliza -e, se reconocen las siguientes secuencias:
Muestra el valor de un enlace simbólico o el nombre canónico de un fichero
: ioctl BLKSECDISCARD ha fallado
Sistema raíz de ChromeOS
fallo al establecer el ID del usuario
-D, --sched-deadline <ns> parámetro plazo de vencimiento para DEADLINE
-3, --3gb limita el espacio de direcciones utilizado a un máximo de 3 GB
fallo al analizar el número de partición
no hay variable de entorno SHELL, y no se ha especificado la opción del tipo de shell
Se ha escrito la etiqueta de disco en .
get pdeathsig ha fallado
-g, --garbage-collect recoge basura de caché blkid
no se puede mostrar el contexto de seguridad cuando se especifica usuario
No se puede dar acceso a la consola; la cuenta root está bloqueada. Véase la página de manual sulogin(8) para más información.
argumento de semana no válido
agrupar y mostrar los contadores de repetición no tiene sentido
muestra esta ayuda
atención: las opciones --apparent-size y -b no tienen efecto con --inodes
se han especificado varios modificadores relativos
--foreground default|<color> establece el color del texto
no tiene una sesión iniciada en
: fallo al obtener el nombre del sistema de ficheros
Número de zona < FIRSTZONE en el fichero ` '.
--- Tiempos envío/recep./modific. colas mensajes ----
--egid <gid|grupo> establece el gid efectivo
: partición u: fallo al obtener el nombre de la partición
argumento de tamaño de «buffer» no válido
No se puede establecer el contexto de
El modo de sondeo de bajo nivel requiere un dispositivo
-z, --print0 delimita las entradas de los usuarios mediante un carácter nulo
Tipos de políticas de descarte disponibles (para --discard): once : solamente descartes de zona de una sola vez pages : las páginas liberadas se descartan antes de volver a utilizarse Si no se elige ninguna política, se activan los dos tipos de descarte (opción predeterminada).
Ejecuta el programa empotrado NOMBRE_DEL_PROGRAMA con los PARÁMETROS dados.
Llamando a ioctl() para volver a leer la tabla de particiones.
fallo al analizar la lista de --table-trunc
--store guarda los ajustes actuales del terminal como predeterminados
-J, --json utiliza el formato de salida JSON para la tabla
Comunicar errores en a:
: selección del disco CD-ROM nº d
Vincula un dispositivo de caracteres en bruto a un dispositivo de bloques.
no se han podido obtener los límites de los semáforos
getgrouplist ha encontrado más grupos de los que permite sysconf
Operaciones: -B, --bind monta un subárbol en algún otro sitio (igual que -o bind) -M, --move mueve un subárbol a algún otro sitio -R, --rbind monta un subárbol y todos los submontajes en algún otro sitio
fallo al cambiar el grupo de a
--output-all saca todas las columnas
Modo de empleo: FORMATO [ARGUMENTO]... o bien: OPCIÓN
--verbose imprime los pids a los que va a enviarse señal
La partición se solapa con otras en los sectores - .
La primera LBA especificada en el script está fuera de rango.
Rechaza cortésmente un inicio de sesión.
la opción strip no se puede usar cuando se instala un directorio
el «socket» tiene tamaño distinto de cero:
opción --keep-groups duplicada
el sistema de ficheros está simultánemente seleccionado y excluido
Se va a borrar la firma del sistema de ficheros/RAID en la partición u.
bytes en uso
no se puede establecer el manejador de señales para la sesión
se elimina el semáforo id ` '
Muestra o modifica la etiqueta o el UUID de una zona de intercambio.
argumento periodo no válido
vuelca la estructura del disco a un fichero de script sfdisk
máx. prioridad «nice» permitida
fallo al asignar la caché GID
fallo al convertir alguno de los números de entrada
: seek falló
añade una nueva partición
ha vencido el tiempo máximo de espera para obtener el bloqueo
-a, --all enumera cada bloque de memoria individual
no se puede convertir U+ al conjunto de caracteres local
No se han podido retirar los privilegios de grupo
-X, --respect-xattrs respeta los atributos extendidos
no se ha podido consultar el estado de SELinux
parece que el núcleo actual no admite en disco
(Siguiente fichero: )
-f, --force desactiva todas las comprobaciones
ya está montado
--init-groups necesita --ruid o --reuid
Número de mensajes
: fallo al analizar fstab
Este sistema no admite bloques de memoria
no se puede leer - use la entrada estándar.
Configura las CPUs de un sistema multiprocesador.
-s, --seconds <segundos> segundos para empezar a dormir
No se ha cambiado el intérprete de órdenes.
-c, --no-create no crea ningún fichero
El tipo de la partición u no se cambia: .
( ) desmontado
: permisos no seguros; se arregla con: chmod
<tamaño> número de bloques que se van a usar en el dispositivo
, el fichero de tiempos es ' '
--global es mutuamente excluyente con --creator, --id y --time
%1$s [-hV] %1$s -a [opciones] %1$s [opciones] <origen> | <directorio>
Solicitud de proceso en progreso
no se puede efectuar `stat' en la entrada estándar
Modo de empleo: OPCIÓN... FICHERO...
Acceso: Modificación: Cambio: Creación:
-i registra el PID de la orden del logger
-m, --extract-baud extrae la velocidad en baudios durante la conexión
Nº de usuarios= u
--summary(=cuándo) imprime un resumen informativo (never, always o only)
La partición BSD ' ' está ligada a la partición DOS u.
No hay ningún fichero anterior
no se puede combinar --target-directory (-t) y --no-target-directory (-T)
Sector alternativo de Solaris
Se recomienda dejar la partición 3 como disco completo (5), ya que así lo prevé SunOS/Solaris e incluso es adecuado para Linux.
el UID en ejecución no coincide con el UID del usuario que se está alterando; cambio denegado
el núcleo no reconoce como dispositivo de bloques; tal vez haga falta "modprobe driver"
-k como --block-size=1K -L, --dereference sigue todos los enlaces simbólicos -l, --count-links cuenta los tamaños varias veces si hay enlaces fuertes -m como --block-size=1M
no se ha especificado ningún dispositivo de bucle
-u, --user <usuario> nombre de usuario
fallo al leer el tiempo rtc
No se ha podido inicializar la columna de salida
fallo al cambiar el modo de de o ( ) a o ( )
-r, --rr establece la política SCHED_RR (predeterminado)
Muestra información sobre los servicios IPC.
selecciona partición de intercambio sgi
El indicador de compatibilidad con DOS está establecido (¡OBSOLETO!)
--reload no se admite en su sistema
no se ha especificado ningún dispositivo
demasiados tabuladores
: se ha añadido la partición nº
Lista de UUIDs:
argumento de datos de clase no válido
modo de búfer inválido para
Establece las políticas: chrt [opciones] <prioridad> <orden> [<arg>...] chrt [opciones] --pid <prioridad> <pid>
--no-preserve=LISTA_ATTR no conserva los atributos especificados --parents utiliza el nombre de fichero de origen completo bajo DIRECTORIO
no se ha podido reservar la estructura de volcado
establece el tamaño de bloque del descriptor de fichero que está abriendo el dispositivo de bloques
Utilice -f para forzar.
error al escribir la entrada `.'
no se ha podido reservar el árbol del dispositivo
Modo de empleo: [OPCIÓN]... [USUARIO]...
Libro(s) por cajón:
: podría no ser un sistema de ficheros ISO
Se ha especificado --socket-activation y --socket. Se ignora --socket.
-O, --test-opts <lista> limita el conjunto de sistemas de ficheros (se utiliza con -a)
Establece un tamaño o rango concreto de memoria en línea o fuera de línea.
Se utilizan u de un total de u particiones.
el fichero especial tiene un desplazamiento distinto de cero:
se han dado especificadores de contexto de seguridad conflictivos
-d, --silent muestra ayuda en lugar de hacer sonar la campana
-N, --partno <número> especifica el número de la partición
Enumera los bloqueos del sistema local.
-T, --test prueba para la versión de getopt(1)
el punto de montaje no se ha montado o una opción es incorrecta
No se puede abrir el dispositivo en bruto maestro ' '
el propietario de se mantiene
no se ha podido establecer el valor de ajsute de puntuación
recuperación de la configuración del terminal
Utilizando tiempo UTC.
--batch-size=NCOMBI combina como mucho NCOMBI entradas cada vez; para más use ficheros temporales
-u, --notruncate no trunca el texto de las columnas
ignora -U (los UUIDs no funcionan)
-L, --label ETIQUETA especifica la etiqueta
Tenga en cuenta que las opciones -d y -t aceptan formatos de hora-fecha distintos.
-r, --read-only en caso de fallo al desmontar, intenta volver a montar en modo de solo lectura
Muestra la concatenación ordenada de todos los FICHERO(s) en la salida estándar.
Salta el enlace existente: ` ' -> ` '
el tamaño de tabulación contiene uno o varios caracteres inválidos:
FAT16 de W95 (LBA) oculta
argumento ambiguo para
fichero especial de bloques
-C, --cgroup[=<fichero>] deja de compartir el espacio de nombres de cgroup
--id está obsoleta en favor de --part-type
otros usuarios tienen la unidad abierta y no CAP_SYS_ADMIN
error: : la prueba de la inicialización ha fallado
-i, --irq <num> especifica la irq del puerto paralelo
-n, --no-clobber no sobreescribe un fichero que exista (tiene prioridad sobre una opción -i anterior) -P, --no-dereference nunca sigue los enlaces simbólicos en ORIGEN
[<arch>] [opciones] [<programa> [<argumento>...]]
fin de la partición en sectores
Utilice el indicador --force para eludir todas las comprobaciones.
argumento de cuenta de bloques no válido
punto de montaje ocupado
No se puede asignar búfer para la tabla de nodos-i
: fsync del dispositivo ha fallado
: error en fichero de anotación
no se puede abrir para escritura
nombre de prioridad desconocido:
UUID de tiempo generado:
campos de unión u, u incompatibles
-d, --no-encoding no codifica los caracteres no imprimibles
: no se puede cambiar el modo `non-blocking'
-W, --follow-new espera e imprime solo mensajes nuevos
-z hace agujeros explícitos
código o UUID del tipo de partición
Partición u: no termina en un límite de cilindro.
-p, --poll[=<lista>] monitoriza los cambios en la tabla de sistemas de ficheros montados
[opciones] <punto-de-montaje>
atención: los uids se truncan a bits. (Esto podría ser un problema de seguridad.)
-R, --hangup cuelga virtualmente en el terminal
el acceso a puerto iopl() ha fallado
Se utiliza la interfaz rtc al reloj.
: no se puede escribir el superbloque
No se ha encontrado ninguna interfaz de reloj utilizable.
no se pueden combinar dos de entre {ascii,ebcdic,ibm}
: rrror de búsqueda de bloque de inicio en write_tables
nombre del planificador de E/S
conmuta el indicador de protocolo de E/S sin bloques
modo de color no implementado
No se ajusta el factor de desfase porque hace menos de cuatro horas de la última calibración.
: no se ha podido volcar la tabla de particiones
-L, --last muestra información sobre las últimas sesiones de los usuarios
Error de ioctl( , RTC_EPOCH_SET, u) de
el argumento carece del signo '+' inicial; cuando se utiliza una opción para especificar fecha(s), cualquier argumento que no sea una opción debe ser una cadena de formato que comience con '+'.
( ): línea de mapa incorrecta
Configuración de la geometría incompleta.
Ayuda (operaciones de experto):
atención: se descarta PID; --pid=PID solamente es útil cuando se sigue
comienzo de los datos del directorio ( u) < sizeof(struct cramfs_super) + inicio ( u)
/usr de Linux (x86)
-l, --link crea enlaces duros de los ficheros en vez de copiarlos -L, --dereference siempre sigue los enlaces simbólicos en ORIGEN
-e, --skip-empty no registra líneas vacías al procesar ficheros
--bfreq[=<número>] frecuencia de la campana en hercios
error al crear pseudoterminal
: partición u: fallo al configurar el tipo de partición
no se puede inicializar la máscara de señales para la sesión
no es una línea serie
las opciones --compare (-C) y --preserve-timestamps son mutuamente excluyentes
: el desplazamiento 0x x no se ha encontrado
la lista de delimitadores termina con una barra invertida sin escapar:
: no se ha podido modificar la partición : no se ha encontrado una tabla de particiones
-c, --map-current-user asocia el usuario actual a sí mismo (implica --user)
-C, --careful <on|off> comprobación adicional a la comprobación del estado
no se ha podido analizar el número de zonas
fecha no válida: ' '
número principal de dispositivo inválido
cambia el número de cabezas
Para crear más particiones, primero reemplace una primaria por una extendida.
modifica entrada de fichero de inicio
Crea un un valor nuevo de UUID.
-R, --submounts imprime todos los submontajes de los sistemas de ficheros correspondientes
forzando el desmontaje de
-f, --force desactiva todas las comprobaciones de consistencia
...Retrocediendo al fichero
--inn-caps <caps,...> establece capacidades heredables
: fallo al escribir UUID
Expulsar dispositivo extraible.
: la entrada contiene un bucle:
NOTA: [ obedece las opciones --help y --version, pero test no. test trata cada uno de los anteriores como cualquier otra CADENA no vacía.
Escriba el nombre del nuevo fichero de inicio
: fallo al buscar la etiqueta de intercambio
valor de entrada grande : posible pérdida de precisión
--since <hora> muestra las líneas que hay desde la hora especificada
-u, --user interpreta los argumentos como nombre o ID de usuario
Tipo de partición (teclee L para ver todos los tipos):
-f, --find encuentra un dispositivo no utilizado
no se puede seguir por el nombre
Memoria total fuera de línea:
-o, --output <lista> define las columnas de la salida
-n, --no-act no hace ningún cambio
Mensaje de difusión general (broadcast) de @ ( ) ( ):
la opción --quiet sólo tiene sentido cuando se verifican sumas de comprobación
Error de búsqueda en check_blocks
argumento tiempo de ejecución no válido
Verity /usr de Linux (x86)
Modo de empleo: [OPCIÓN]... [+FORMATO] o bien: [-u|--utc|--universal] [MMDDhhmm[[SS]AA][.ss]]
se establece la velocidad de CD-ROM a dX
La orden de estado del CD-ROM ha fallado
muestra los máximos MHz de la CPU
: tiene caracteres no válidos
-C, --caches[=<lista>] información sobre las cachés en formato legible extendido
-N, --namespace <en> efectúa umount en otro espacio de nombres
error al establecer el límite del recurso
Se intentará utilizar ' ' como dispositivo de bucle
MyLBA no corresponde con la posición real en el cabezal de respaldo
Error al leer login.defs:
solo el superusuario puede ejecutar este programa
modo de distribución de CPU en hardware virtual
Muestra la arquitectura de la máquina.
--pseudo imprime solamente pseudosistemas de ficheros
--clear[=<all|rest>] limpia la pantalla y define la posición del cursor
no se ha podido analizar la prioridad
: demasiado largo
error al configurar dispositivo de bucle para
no se han podido obtener los atributos del terminal
--time-format <formato> muestra la marca de tiempo con el formato especificado: [delta|reltime|ctime|notime|iso] Suspender/reanudar volverá inexactas las marcas de tiempo de ctime e iso.
: fichero demasiado grande
: se ha detectado una tabla de particiones de tipo ' '
Ejemplos: root /u Cambia el propietario de /u a "root". root:staff /u Similar, pero también cambia el grupo a "staff". -hR root /u Cambia el propietario de /u y subficheros a "root".
-b, --one-byte-octal salida en octales de un byte
nombre de grupo primario
fallo al obtener los permisos de
Modo de empleo: [OPCIÓN]... FICHERO...
Utilice la opción --force para forzar el borrado.
--verbose aumenta la cantidad de información
No se ha podido activar la CPU (la CPU está desconfigurada)
formato de opción desconocido:
argumento de tiempo límite máximo no válido
Muestra los números desde PRIMERO hasta ÚLTIMO, en incrementos de INCREMENTO.
Muestra información sobre el sistema de ficheros en el que reside cada FICHERO, o por omisión sobre todos los sistemas de ficheros.
-f, --fork crea un proceso hijo antes de lanzar <programa>
conmuta el indicador de montable
-m <valor> valor util_min que establecer
: movido a .
El último sector GPT utilizable es u, pero se ha solicitado u.
Invierte líneas carácter a carácter.
no pueden utilizarlo usuarios distintos de root
-m, --perms saca información sobre los permisos
Movidos u de u sectores ( %%, MiB/s).
%1$s [opciones] %1$s shm|msg|sem <id>...
no se ha podido establecer el contexto de ejecución a ' '
el nodo-i del fichero tiene tamaño cero y un desplazamiento distinto de cero
la petición «plymouth» no está implementada
: reinicialización de la zona de intercambio
enlaza la partición BSD con una partición no BSD
Se ha conseguido establecer el modo de distribución vertical
final de los datos de directorios ( u) != comienzo de los datos de ficheros ( u)
Tamaño máx. de mensaje (bytes)
fallo al crear semáforo
--msgid no puede contener espacio
-r, --raw utiliza el formato de salida en bruto
-m, --max muestra las prioridades válidas mínima y máxima
Inicio de sesión en por
: error de lectura
-x, --exclusive obtiene un bloqueo exclusivo (lo predeterminado)

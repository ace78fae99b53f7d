Partición # u: contiene un en la firma.
fichero de dispositivo o ruta de la partición
nombre de columna no admitido para ordenar la salida
fallo al analizar id
Fallo al analizar el principio
[-h] [-v] [-b tamañobloque] [-e edición] [-N endian] [-i fichero] [-n nombre] nombredir ficherosalida
Hora del último mensaje recibido
la opción de FS "none" solo está recomendada para operaciones de vincular o mover
fallo al leer la hora del sistema
-f, --facility <lista> restringe la salida a los recursos definidos
PowerPC PReP Boot
q Q sale del programa
-i, --ignore-environment comienza con un entorno vacío -0, --null termina cada línea de salida con NUL, no con nueva línea -u, --unset=NOMBRE borra la variable del entorno
-s, --sort <columna> especifica la columna para ordenación
: se desactiva el modo de auto expulsión
argumento de -r no válido:
: el fichero tiene un tamaño negativo
-M, --minimize revierte el significado de -m
no se ha podido encontrar un sistema de ficheros coincidente:
: solamente se pueden crear enlaces simbólicos relativos en el directorio actual
-d, --debug ejecuta en modo depuración
Escrito por .
Modo de empleo: ORDEN [ARGUMENTO]... o bien: OPCIÓN
-C, --clear borra el «buffer» circular del núcleo
-c, --output-width <ancho> ancho de la salida en número de caracteres
Se ha dado una endianness no válida; debe ser 'big', 'little', o 'host'
se han recibido demasiados decriptores de fichero; comprobar uuidd.socket
las tabulaciones están demasiado separadas
configuración de silencio del usuario
no se puede escribir el superbloque
--time-format <formato> muestra el sello de tiempo en el <formato> especificado: notime|short|full|iso
Se ha cambiado el tamaño de la partición nº u.
-l saca las rutas de búsqueda efectivas
-C [<fd>] muestra la barra de progreso; el descriptor de fichero es para GUIs
formato cramfs antiguo
Se ha cambiado el tipo de la partición ' ' a ' '.
no se puede combinar excl y nocreat
Cola de mensajes msqid=
--no-reread no comprueba si el dispositivo está en uso
no es un entero positivo válido
el argumento «nice» no es válido
subsistema de noticias de red
Verity /usr de Linux (ARM-64)
estilo de numeración de cuerpo inválido:
Ejecuta ORDEN, descartando las señales de colgar.
Intentando abrir:
Modo de empleo: [OPCIÓN]... [VARIABLE]... Muestra los valores de las VARIABLE(s) de entorno especificadas. Si no se especifica ninguna VARIABLE, muestra las parejas nombre-valor para todas ellas.
cadenas de reemplazo de campos vacíos conflictivas
-m, --mount[=<fichero>] deja de compartir el espacio de nombre de los montajes
La familia de direcciones para el nombre de `host' no está soportada
-T, --timeout <s> especifica el tiempo límite de inactividad
La expresión regular es demasiado grande
Atención... para el dispositivo ha terminado con la señal .
-u, --unlock elimina el bloqueo
<comienzo> Comienzo de la partición en sectores, o en bytes si se especifica en el formato <número>{K,M,G,T,P,E,Z,Y}. Lo predeterminado es el primer espacio disponible.
-w, --wd[=<dir>] establece el directorio de trabajo
parece que el núcleo actual no admite
fallo inesperado: fts_info= : por favor comuníqueselo a
fichero subyacente del dispositivo
: error al truncar
SELinux no está funcionando
Nodos-i: d (en 1 bloque)
-I, --short-inode activa SHORT_INODE
la versión del sistema de ficheros minix no está soportada:
número no válido de nodos-i
desplazamiento de la raíz incorrecto ( u)
Reservado para Solaris 2
no tiene sentido un búfer de línea con la entrada estándar
Modo de empleo: [OPCIÓN]... [ENTRADA [SALIDA]]
Verity /usr de Linux (x86-64)
fallo al analizar el desplazamiento de la hora de arranque
nonblock utiliza E/S no bloqueante
tipo de sistema de ficheros incorrecto, opción incorrecta, superbloque incorrecto en , falta la página de códigos o el programa auxiliar, o algún otro error
-g, --show-geometry [<dispo> ...] saca una lista con la geometría de todos los dispositivos o de los seleccionados
el modo de permanece como o ( )
-a, --add añade las particiones especificadas o todas ellas
no se puede especificar tipo cuando se vuelcan cadenas
fallo al analizar los elementos
fichero regular vacío
Raíz de Linux (x86)
--term <nombre_terminal> anula la variable de entorno TERM
setpwnam ha fallado *NO* se ha cambiado el intérprete de órdenes. Inténtelo de nuevo más adelante.
se han agotado los recursos `inotify'
Disco de Ceph creándose
la finalización del hijo ha fallado
--verbose muestra un diagnóstico justo antes de abrir cada fichero
no se puede cambiar al directorio raíz
-m, --maxdelay <número> espera como mucho estos segundos entre actualizaciones
no se ha especificado PID objetivo para --follow-context
el número de campos que se deben saltar es inválido
-E, --conflict-exit-code <número> código de salida tras conflicto o tiempo vencido
Inicia una sesión en el sistema.
-l, --list-one busca solo el primer dispositivo con el testigno especificado en -t
Código hexadecimal (escriba L para ver todos los códigos):
no se puede encontrar el nombre para el usuario con ID
noatime no actualiza la fecha de acceso
Configura y controla dispositivos de bucle.
no se ha podido consultar
actualmente solo se admite un argumento para el dispositivo
Crea tuberías con nombre (FIFOs) con los NOMBREs dados.
gpt: stat() falló
fallo al poner la señal de muerte del padre
ID del grupo primario
el fichero no está ordenado
Lista de la(s) CPU(s) en línea:
fallo al cambiar al directorio de la raíz del sistema
no se puede abrir el directorio
test y/o [
-R --dereference requiere o bien -H o bien -L
Cambia el propietario y/o grupo de cada FICHERO a PROPIETARIO y/o GRUPO. Con --reference, cambia el propietario y el grupo de cada FICHERO a los que tenga FICHERO-R.
Se cambian las unidades de visualización/entrada a sectores.
: no se ha podido encontrar el nombre del CD-ROM
tamaño de prerreserva excedido
Sistema de particiones MBR
se debe tomar una acción inmediatamente
falló la llamada al sistema `fork'
-a, --alternative utiliza el diccionario alternativo
estado del bloque de software
valor de longitud especificado no válido
La contraseña está bloqueada
El fichero ` ' tiene el modo
no se crea el enlace duro al directorio
-i, --id <id> imprime información detallada sobre los recursos identificados por <id>
ejecutando con FILE=
uuid no válido para espacio de nombres: ' '
: error al configurar dispositivo de bucle
-w, --wait-cr espera al retorno de carro
-i, --ignore-case pasa por alto las diferencias entra mayúsculas y minúsculas -s, --skip-chars=N pasa por alto la comparación de los primeros N caracteres -u, --unique muestra sólo las líneas que son únicas
opciones-sisf parámetros para el constructor real del sistema de ficheros
no se puede obtener el tamaño de
número de objetos migrados por compactación
número de CPU lógica
a su terminal le está permitido el acceso para escritura
CPU MHz estáticos:
opción --selinux-label duplicada
-d, --table-noheadings no imprime cabecera
: indicadores desconocidos 0x
bloque de datos demasiado grande
Tiene correo nuevo.
no se ha podido obtener la prioridad de ( )
-N, --nonewline no imprime un salto de línea antes de issue
-v modo expresivo
Cuando se borra sin comprimir repeticiones sólo se puede especificar una cadena
-x, --exclude <regex> expresión regular para excluir ficheros
Conjunto de capacidades posibles:
no se ha podido analizar
no se pueden establecer los grupos
-X, --exclude-from=FICH excluye los ficheros que coinciden con cualquier patrón en FICH. --exclude=PATRÓN excluye los ficheros que coinciden con PATRÓN. -x, --one-file-system se salta los directorios de otros sistemas de ficheros
fallo al obtener los grupos del proceso actual
El dispositivo presenta un tamaño de sector lógico menor que el tamaño de sector físico. Se recomienda alinearlo con el límite del tamaño del sector físico (o E/S óptima), o el rendimiento puede verse afectado.
-A, --all desactiva todos los filtros de fábrica, imprime todos los sistemas de ficheros
tamaño de nodo-i v2 incorrecto
no se ha podido analizar el argumento de retardo máximo
nueva lista de afinidad del pid :
--cursor on|off muestra el cursor
Disco : , u bytes, u sectores
secuencia de escape desconocida en entrada: ,
-<número> lo mismo que --lines
No hay ninguna expresión regular previa
modo de bloqueo no implementado:
Todas las particiones utilizadas.
desplazamiento de la cadena mágica
error al establecer la variable de entorno RUTA
Ejecuta orden: ` '.
cambia el tipo de una partición
-a, --all[=shm|msg|sem] elimina todo (para la categoría especificada)
-O, --keep-oldest mantiene el fichero más antiguo de entre varios iguales (precedencia menor que minimize/maximize)
<dispositivo> <número-de-partición> <comienzo> <longitud>
Contraseña de root para iniciar sesión:
Entorno de recuperación de Windows
no se puede encontrar ' '
-a, --abort <on|off> abortar si hay error
no se puede obtener la ruta real:
nombre del tipo de partición
: llamando a ioctl() para volver a leer la tabla de particiones:
el terminal es una copia impresa
ATENCIÓN: los números de dispositivo se truncan a bits. Esto significa casi con certeza que algunos ficheros de dispositivos serán erróneos.
no se ha podido cambiar la raíz
tamaño máximo del fichero del núcleo
: especificación de campo inválida
: despierta utilizando a las
fallo al redireccionar la salida de error estándar
nombre de usuario del PID
falló fsync para
%1$s [opción de recurso...] [opción de salida] %1$s -m|-q|-s -i <id>
no se puede combinar direct y nocache
-Z establece el contexto de seguridad SELinux al tipo predeterminado --context[=CTX] como -Z, o si se especifica CTX entonces establece el contexto de seguridad SELinux o SMACK a CTX
-J, --json utiliza JSON como formato predeterminado o extendido
-s, --shared obtiene un bloqueo compartido
fallo al leer el tamaño de bloque de memoria
-b, --ignore-leading-blanks descarta los espacios en blanco al principio -d, --dictionary-order considera sólo los caracteres alfanuméricos y los espacios -f, --ignore-case convierte las minúsculas en mayúsculas
-c, --cache-file <fichero> lee <fichero> en lugar de leer el fichero caché predefinido (-c /dev/null indica que no hay caché)
: 0 B (modo de prueba) recortado en
línea u: para JSON se requiere el nombre de la columna u
El búfer del argumento es demasiado pequeño
Envía señales a los procesos, o lista señales.
-L, ..nooverlap evita posibles conflictos entre dispositivos
: Atención: el fichero es menor de 512 bytes; el dispositivo de bucle podría ser inutilizable o invisible a las herramientas del sistema.
Muestra el número de unidades de proceso disponibles al proceso actual, lo cual puede ser menos que el número de procesadores activos
-v, --swapversion NUM especifica el número de versión del espacio de intercambio
-u, --uid <uid>... actúa sobre procesos en ejecución pertenecientes a estos usuarios
Atención: número de nodos-i demasiado elevado.
Se está llamando a settimeofday(NULL, ) para establecer la zona horaria del núcleo.
número de paso en fsck(8) paralelo [solo fstab]
atención: la desactivación de volcados de core ha fallado
número de fichero inválido en la especificación del campo:
Modo de empleo: [OPCIÓN] Muestra el identificador numérico (en hexadecimal) del `host' actual.
Muestra la pertenencia a grupo de cada NOMBREUSUARIO, o, si no se especifica NOMBREUSUARIO, el proceso actual (que puede ser distinto si la base de datos de grupos ha cambiado).
no se ha efectuado ningún cambio
no se pueden obtener los nombres xattr de
-i fichero inserta una imagen de fichero en el sistema de ficheros
-i, --iflag [-]<iflag> establece el indicador del modo de entrada
-T no muestra el título durante el arranque
format_iso_time: desbordamiento de «buffer».
no se puede crear proceso hijo
[opciones] orden [identificador ...]
error interno: fallo de conversión de cpuset a cadena
las opciones para especificar la fecha son mutuamente excluyentes
-a, --acc-expiration muestra información sobre la caducidad de las contraseñas
Partición u: tiene distintos finales físicos/lógicos: físicos=( , , ), lógicos=( , , )
No se ha podido extraer el número de nodo
-a cambia solamente la fecha de acceso -c, --no-create no crea ningún fichero -d, --date=CADENA examina y utiliza CADENA en lugar de la fecha actual -f (no tiene efecto)
No se ha podido desconfigurar la CPU (la CPU está activada)
El dispositivo contiene firma ' ' y podría permanecer en el dispositivo. Se recomienda encarecidamente limpiar el dispositivo mediante wipefs(8) o sfdisk --wipe, a fin de evitar posibles colisiones.
no se han podido obtener grupos suplementarios
el argumento de tiempo límite no es válido:
no se puede leer el superbloque en
: fallo al escribir la etiqueta
el terminal no admite
---- Creadores/propietarios matrices semáf. ----
-n, --months <núm> muestra el número de meses que comienzan por el mes de la fecha
Cambia el tipo de partición
Forzando comprobación del sistema de ficheros en .
Ningún dispositivo predeterminado está disponible.
Envía un mensaje a otro usuario.
inicio de sesión desactivado por nologin(8) o pam_nologin(8)
ERROR FATAL: : no se han podido cambiar los permisos:
los argumentos de pueden ir seguidos de los sufijos para GiB, TiB, PiB, EiB, ZiB y YiB (el "iB" es opcional)
número de bloque o rango de bloques de memoria
no se puede obtener el GID real
Nombre o servicio desconocido
argumento de clase no válido
-t, --type=<tipo> tipo de sistema de ficheros; si no se especifica, se usa ext2
Localiza los ficheros binarios, fuentes y páginas del manual de un programa.
No se puede leer el superbloque
-d, --delete borra las particiones especificadas o todas ellas
Debe ser el usuario root para definir el comportamiento de Ctrl-Alt-Supr
el número de líneas no es válido
Nodos-i: d (en lu bloques)
número máximo de matrices =
Modo de empleo: NOMBRE [SUFIJO] o bien: OPCIÓN.. NOMBRE...
: no se ha encontrado ningún dispositivo de bucle sin utilizar
Ha elegido un nombre de fichero de inicio poco habitual.
Error de consulta del dispositivo en bruto
-s, --system actúa sobre el sistema
--grouping Usa el agrupamiento definido por el local p. ej. 1.000.000 (es decir, no tiene efectos en locales C/POSIX)
se salta , dado que está en un sistema de ficheros distinto
--format=FORMATO usa el formato de coma flotante de estilo printf FORMATO. Véase FORMATO debajo para detalles.
demasiadas líneas repetidas
no se ha especificado ningún fichero
no se puede expulsar
-F, --fdpic-funcptrs hace que los punteros a funciones apunten a descriptores
opción de salida inválida
-S, --semaphore-key <key> elimina un semáforo especificado por clave
¡ u errores de E/S detectados!
fallo al analizar el desplazamiento
fallo al analizar rgid
Modo de empleo: FICHERO1 FICHERO2 o bien: OPCIÓN
Introduzca el nombre del fichero de script
identificador del espacio de nombres (número de nodo-i)
Si se omite una EXPRESIÓN entonces se considera falsa. En caso contrario, EXPRESIÓN es verdadera o falsa y determina el estado de salida. Es una de:
-t, --type <tipo> reconoce solamente el tipo de tabla de particiones especificado
no se puede abrir el «socket» de UNIX
La tabla GPT de respaldo no está al final del dispositivo.
límite de la cantidad de datos no comprimidos
No se pudo borrar la partición u
No se ha podido leer el fichero de transcripción
no tamaño ( d vs d) bytes
no se ha recibido ningún descriptor de fichero; comprobar systemctl status uuidd.socket
Bloqueo de desplazamiento activado
--show imprime el nombre del dispositivo después de la instalación (con -f)
fichero migrado sin datos
falta un operando después de
Tamaño de sector (lógico/físico): u bytes / u bytes
fallo al encontrar
Fallo al actualizar la información del sistema sobre la partición u
-q, --quiet activa el modo silencioso
-w, --week[=<num>] muestra los números de semana US o ISO-8601
-F, --tab-file <ruta> fichero alternativo para las opciones -s, -m o -k
--nnp, --no-new-privs impide otorgar nuevos privilegios
-h <host> nombre de máaquina para el log de utmp
error al cerrar el fichero
fallo de ioctel: no se puede determinar el tamaño del dispositivo:
Ejecuta un programa con espacios de nombres de otros procesos.
Modo de empleo: FICHERO o bien: OPCIÓN
-z, --zero-terminated el delimitador de líneas es NUL, no nueva línea
-ot no acepta -l
: vinculada a .
registro demasiado grande
: no se ha podido crear respaldo
Analiza las opciones de la orden.
El núcleo todavía usa la tabla antigua. La nueva tabla se usará en el próximo reinicio o después de que usted ejecute partprobe(8) o partx(8).
Datos temporales de Linux
el montaje de en falló
nombre de máquina durante la última sesión
Número de procesos conectados
Error de búsqueda en write_super_block
fallo al analizar el desplazamiento de la zona
-S, --split <lista> divide los rangos por columnas especificadas
PID del último usuario
: fallo en `fstat'
-l, --list fuerza la salida con formato de lista (por ejemplo, con --id)
-s, --separator <cadena> delimitadores de tabla que se pueden utilizar
-a, --all enumera todos los dispositivos utilizados
Ejecuta un programa con algunos espacios de nombres no compartidos con el padre.
no hay líneas que repetir
--initialize muestra la cadena de inicio y utiliza los ajustes predeterminados
no se ha especificado ninguna opción de conversión
la nueva partición es más pequeña que la original; se ignora --move-data
Error de inicio de sesión desde para ,
-n[SEP[DÍGITOS]], --number-lines[=SEP[DÍGITOS]] numera las líneas, utiliza DÍGITOS (5) dígitos, luego SEP (TAB), la cuenta predeterminada comienza con la primera línea del fichero de entrada -N, --first-line-number=NÚMERO comienza a contar con NÚMERO en la primera línea de la primera página impresa (véase +PRIMERA_PÁGINA)
--date <tiempo_t> fecha y hora del estampado para despertar
El dispositivo no contiene ninguna etiqueta de disco BSD.
-a, --all muestra todos los valores actuales en forma legible para humanos -g, --save muestra todos los valores actuales en forma legible para ttys -F, --file=DISP abre y utiliza el DISPositivo especificado en lugar de la entrada estándar
-n, --name <programa> nombre con el que se informa de los errores
Existe más de una entrada de disco completo.
-s, --signal <señal> envía esta <señal> en lugar de SIGTERM
fallo al analizar la lista de --table-noextreme
: se cierra la bandeja
no se ha podido analizar la longitud de la extensión mínima
-u, --update actualiza las particiones especificadas o todas ellas
Hilo(s) de procesamiento por núcleo:
no se puede establecer la máscara de señales
Atención: tercera línea no reconocida en el fichero adjtime (Se esperaba: `UTC' o `LOCAL' o nada.)
-p, --parsable imprime en formato analizable en lugar de imprimible
no se puede crear el enlace simbólico
no se puede crear el enlace simbólico a
Geometría (para la etiqueta actual)
: el «watchdog» ya está en uso, terminando.
/usr de Linux (IA-64)
tamaño óptimo de E/S
los extremos del rango en ' - ' están en orden inverso
número de dispositivo mayor:menor del fichero subyacente
-k, --kill mata demonio en ejecución
obtiene el desplazamiento de alineación en bytes
bits de seguridad +all no permitido
no se puede acceder a : hay montado otro dispositivo encima
Tamaño máx. de segmento de memoria compartida (bytes)
iec acepta sufijos opcionales de una letra: 1K = 1024, 1M = 1048576, ...
nombre de fichero vacío
máx. semáforos sistema =
Todos los cambios que no se hayan escrito se perderán. ¿Seguro que desea salir?
no se puede escribir la orden intro en
No se ha podido desactivar la CPU (última CPU activada)
-b FICHERO el FICHERO existe y es un fichero especial de bloques -c FICHERO el FICHERO existe y es un fichero especial de caracteres -d FICHERO el FICHERO existe y es un directorio -e FICHERO el FICHERO existe
-r. --chroot <dir> establece como raíz el directorio especificado
-f, --first-only imprime solamente el primer sistema de ficheros encontrado
Columnas resumen (--global):
ruta de destino no canónica (real: )
-b busca solamente binarios
ancho de salto inválido:
: fallo al obtener el número de dispositivo del disco completo
-v, --verbose da más información en la salida
-t, --ignore-time no tiene en cuenta sellos de tiempo (cuando se comprueba igualdad)
Fallo de asignación de memoria
-n, --noheadings no imprime encabezados
la orden de expulsión del CD-ROM ha funcionado
--timeout <milisegundos> <señal de seguimiento> espera un tiempo y luego envía la señal de seguimiento
la memoria es desmontable
-s, --minimum-size <tamaño> tamaño mínimo de los ficheros.
: fallo al establecer la capacidad
¡No se puede asignar memoria!
Fallo temporal en la resolución de nombres
--target-prefix <ruta> especifica la ruta utilizada para todos los puntos de montaje
Respuesta del «ping» del «keep alive»
fallo al acceder a
El dispositivo está en uso actualmente; reparticionar es probablemente mala idea.
¡La partición u todavía no existe!
<dispositivo> ruta al dispositivo que se va a usar
-s, --semaphores semáforos
tiene los mensajes desactivados
-l, --length <num> número de bytes que descartar
: los dispositivos de bucle particionados no se admiten
tipo de tabla de particiones
número de sectores: , tamaño del sector:
clase de espacio de nombres
<dispo> ruta del dispositivo (normalmente un disco)
Muestra información de zona sobre los dispositivos indicados
cerrando (df= )
es un punto de montaje
no se ha podido cambair el tamaño de la partición
--ulcolor [bright] <color> establece el color del texto subrayado
-e, --export muestra en un formato de salida exportable
--rfc3164 utiliza el protocolo syslog de BSD obsoleto
fallo en la asignación del contexto de libmount
-i, --interactivo pregunta antes de sobreescribir
Ejecuta un programa en un contexto de seguridad SELinux diferente. Sin CONTEXTO ni ORDEN, muestra el contexto de seguridad actual.
--nohints no imprime pistas
/dev/ : no es un terminal
: prioridad u
menajes de nivel de usuario aleatorios
cambiando el contexto de seguridad de
Núcleo(s) por «socket»:
Después de cualquier opción viene un ancho de campo opcional, como número decimal; y luego un modificador opcional, que puede ser E para usar la representación alternativa del local si está disponible, o bien O para usar el símbolo numérico alternativo del local si está disponible.
-S, --softirq muestra softirqs en vez de interrupciones
fallo al obtener los grupos suplementarios
-s, --secure realiza descarte de seguridad
--namespace requiere el argumento --name
no se ha podido analizar gid
Esta herramienta puede ser peligrosa. Lea la página de manual, y tenga cuidado.
-s, --super saca información de superbloque
No se pudo crear la partición u
no se ha podido leer mtab
carácter inválido ' ' en la cadena de tipo
El bit específico de GUID de la partición u está ahora desactivado.
No está disponible la partición primaria.
número inválido después de '-'
-r, --reset restablece el puerto
identificador ya eliminado
No se ajusta el factor de desfase debido a que la fecha de última calibración es cero, así que el historial es erróneo y es necesaria una calibración desde el principio.
-h, --human-numeric-sort compara números en forma legible (p. ej., 2K 1G)
Verity raíz de Linux (x86)
Se puede establecer la geometría desde el menú de funciones adicionales.
-8, --8bits asume terminal de 8 bits
-o, --output <lista> columnas que mostrar
[opciones] [[[día] mes] año]
número de sectores
el desplazamiento de caracteres es cero
Las cabeceras primaria y de respaldo no coinciden.
tipo de capacidad incorrecto
debe especificar o bien o bien
El tamaño debe estar alineado con el tamaño de bloque de memoria ( )
crea una tabla de particiones IRIX (SGI)
el argumento -- es demasiado grande
--header[=N] muestra (sin convertir) las primeras N líneas de cabecera; N es 1 si no se especifica
-l, --list utiliza la salida con formato de lista
: se enumera la velocidad del CD-ROM
Atención: bloque fuera de rango.
fallo al establecer los valores de uclamp del pid
Tipo de partición no válido ` '.
etiqueta de disco no soportada ' '
Solicitud no cancelada
La tabla GPT de respaldo está dañada, pero la primera parece que está bien, así que esa será la que se utilice.
Pone un rango de zonas como Lleno.
: se descarta el dispositivo que no existe
Columnas de salida disponibles para -C:
No se ha escrito la tabla de particiones en el disco.
-s, --socket <ruta> ruta del «socket»
-o, --output <lista> define que columnas de salida utilizar
-o, --offset <núm> comienza en el desplazamiento <núm> dentro del fichero
: la expresión regular no es válida:
El reloj se ha desfasado segundos en los últimos segundos pese al factor de desfase de segundos por día. Se ajusta el factor de desfase en segundos por día.
/dev/ : no es un dispositivo de caracteres
Utilice la opción --verbose para ver los detalles de la búsqueda para un método de acceso.
-w, --rw, --read-write monta el sistema de ficheros para lectura y escritura (predeterminado)
--rgid <gid|usuario> establece el gid real
no queda ningún fichero
Número de sectores
Esta es una operación destructiva, ¡se perderán datos! Utilice la opción -f para forzar.
SEÑAL puede ser un nombre de señal como 'HUP', o un número de señal como '1', o un estado de salida de un proceso terminado por una señal. PID es un entero; si es negativo identifica al grupo de un proceso.
fallo al analizar UUID:
zona de memoria desconocida:
--task es mutuamente excluyente con <espacio de nombres>
-n, --dry-run hace todo excepto suspender
Método de cifrado de contraseña
--nohostname no se muestra ningún nombre de máquina en absoluto
--human muestra los tamaños en un formato comprensible para humanos
El nombre de la partición ha cambiado de ' ' a ' '.
Edita el fichero de contraseñas o grupos.
Admite carácter de cierre mágico
Ordena al núcleo que se olvide de una partición especificada.
falta la lista de campos
-v, --verbose muestra información sobre el estado
El dispositivo contiene firma ' ' y podría permanecer en el dispositivo. Se recomienda encarecidamente limpiar el dispositivo mediante wipefs(8) o fdisk --wipe, a fin de evitar posibles colisiones.
con un ajuste, debe darse una orden
se descarta el máximo de bytes
no hay información disponible sobre el CD-ROM
ancho de campo inválido:
está protegido contra escritura pero se ha solicitado modo de lectura y escritura
Filtro para lectura detenida de un fichero para visualización en CRT.
fallo al inicializar el manejador de
error al leer la entrada
Se utiliza el tamaño de página especificado por el usuario, en lugar del valor del sistema
vuelve a leer la tabla de particiones
-v, --verbose imprime el número de bytes descartados
: error al añadir las particiones -
¿Está montado /proc?
se han especificado varios directorios de destino
la pista de fin definida por el usuario sobrepasa el máximo específico del medio
fallo al analizar la cadena del atributo GPT ' '
tamaño del sector físico
La partición u no empieza en el límite del sector físico.
El final de la partición va más allá de «LastUsableLBA».
Número de cilindros físicos
-q, --quiet suprime los mensajes de información suplementarios
-o, --other establece la política SCHED_OTHER
Introduzca el nuevo identificador de disco
Estado de salida: 0 si todo fue bien 1 si hubo problemas menores (p. ej., no poder acceder a un subdirectorio), 2 si hubo un serio problema (p. ej., no se puede acceder al argumento de la línea de órdenes)
-q, --queue-id <id> elimina una cola de mensajes especificada por id
\0NNN el byte con valor octal NNN (de 1 a 3 dígitos) \xHH el byte con valor hexadecimal HH (de 1 a 2 dígitos)
las posiciones de tabulación deben ir en orden creciente
-O, --output <cols> especifica las columnas que se mostrarán con --list
no se ha podido reservar la tabla de salida
<tipo> El tipo de partición. El predeterminado es partición de datos de Linux.
No hay ningún fichero siguiente
no se ha especificado ningún fichero de transcripción de entrada estándar
UUID aleatorio generado:
la orden de autoexpulsión del CD-ROM ha fallado
nombre del sistema de ficheros demasiado largo
no se puede abrir el fichero cerrojo
: línea : error en fichero de tiempos
el nombre de carácter universal \ es inválido
Muestra información sobre el perfil del núcleo.
atención: : fallo al cambiar el contexto a
Máscara de la(s) CPU(s) fuera de línea
no se puede establecer el contexto y conservarlo
no se han podido quitar los permisos
-w, --timeout <num> límite superior en milisegundos que --poll bloqueará
-E, --echo <cuándo> repite la entrada de la sesión («auto», «always» (siempre) o «never» (nunca))
no se puede crear el proceso hijo
( o \( desemparejado
-P, --no-dereference no sigue ningún enlace simbólico (predeterminado) -S, --separate-dirs para directorios no incluye el tamaño de los subdirectorios --si como -h, pero utiliza potencias de 1000, no de 1024 -s, --summarize muestra solamente un total para cada argumento
-p, --pid <pid> id del proceso -o, --output <lista> define las columnas que se usarán en la salida --noheadings no imprime las cabeceras --raw utiliza el formato de salida en bruto --verbose salida con explicaciones
el parámetro de datos estructurados no es válido: ' '
en cadena2 sólo puede aparecer un operador de repetición [c*]
-p, --pid <pid> actúa sobre el pid existente dado
todas las ubicaciones en las que está montado el dispositivo
FORMATO debe ser apropiado para imprimir un argumento de tipo 'double'; de forma predeterminada es RECf si PRIMERO, INCREMENTO, y último son todos números decimales de coma fija con una precisión máxima de PREC, y en caso contrario.
Error de lectura en el fichero
¡La secuencia de inicio se solapa con la etiqueta de disco!
-p, --login-pause espera a que se pulse una tecla antes de iniciar sesión
Columnas de memoria compartida (--shmems):
Verity raíz de Linux (ARM)
crea información SGI
--- Tiempos operación/modificación semáforos ---
longitud errónea del nombre del fichero
Cambia el intérprete de órdenes de inicio de sesión.
Modo de empleo: OPCIÓN... [FICHERO]...
TAMAÑO también puede estar precedido por uno de los siguientes caracteres modificadores: '+' extender por, '-' reducir por, '<' como mucho, '>' como mínimo, '/' redondeo hacia abajo al múltiplo de, '%' redondeo hacia arriba al múltiplo de
-v expresivo
-- Tiempos conexión/desconexión/modificac. mem. comp. --
--name requiere el argumento --namespace
número inválido después de '.'
[opciones] <programa> [<argumento>...]
estado de suspensión desconocido ' '
demasiados caracteres en el conjunto
[opciones] [y(sí) | n(no)]
argumento plazo de vencimiento no válido
-a, --alternative permite opciones largas con un solo - inicial
-ef no acepta -l
-E, --table-noextreme <columnas> no cuenta texto largo desde las columnas hasta la anchura de columna
* [-]iutf8 supone que los caracteres de entrada son UTF-8
waitpid ha fallado ( )
la columna no es aplicable al IPC especificado
Modo de empleo: [OPCIÓN]... [NÚMERO]...
no está montado.
fallo al cambiar el propietario de de a
-n, --net[=<fichero>] deja de compartir el espacio de nombres de red
ERROR FATAL: Terminal errónea
-n, --priority <num> especifica el valor de «nice»
ruta del espacio de nombres
atención: se descartan los argumentos que sobran, comenzando por
máx. de bytes en colas de mensajes POSIX
: no se ha podido leer la velocidad
<comienzo>, <tamaño>, <tipo>, <arrancable>
objeto de memoria con tipo
nombre del dispositivo «watchdog»
Raíz de Linux (ARM-64)
-v, --verbose dice lo que se está haciendo
Servname no soportado para ai_socktype
fallo al reservar el objeto de la partición
Opciones: -N, --inodes=NUM especifica el número deseado de nodos-i -V, --vname=NOMBRE especifica el nombre del volumen -F, --fname=NOMBRE especifica el nombre del sistema de ficheros -v, --verbose explica lo que se está haciendo -c esta opción se ignora en silencio -l esta opción se ignora en silencio
no se ha especificado punto de montaje
--chdir <directorio> cambia de directorio antes de iniciar sesión
--pid=PID con -f, termina después de que el ID del proceso, PID, muere -q, --quiet, --silent no presenta cabeceras para cada fichero --retry sigue intentando abrir el fichero si es inaccesible
el número de campo es demasiado grande
-d, --deadline establece la política SCHED_DEADLINE
Fallo al leer de nuevo la tabla de particiones.
Se ha creado el número máximo de particiones.
error interno: tipo de diálogo no soportado
La tabla de particiones permanece sin cambios (--no-act).
: contraseña de root ilegible
no se han podido obtener el bloqueo
Se ha conseguido establecer el modo de distribución horizontal
Se ha excedido el tiempo de espera del cambio de hora.
no se ha podido truncar el fichero:
Crea un sistema de ficheros bfs de SCO.
punto de montaje de nsfs (normalmente utilizado subsistema de red)
crea una nueva tabla de particiones DOS vacía
-c, --changes como `verbose' pero informa sólo de los cambios -f, --silent, --quiet suprime la mayoría de los mensajes de error -v, --verbose muestra un mensaje por cada fichero procesado
-R -h requiere -P
el terminal ` ' es desconocido, se adopta `dumb' como predeterminado
--raw puede utilizarse conjuntamente con --level o --facility solamente cuando se leen mensajes de /dev/kmsg
no se ha podido leer la velocidad
Crea una transcripción de una sesión de terminal.
No se puede leer la tabla de nodos-i
-f, --fixpgsz reinicializa el espacio de intercambio si es necesario
-Q, --queue crea una cola de mensajes
: se esperaba un valor numérico
..grouping no se puede combinar con --format
valor de día no permitido
-b, --batch establece la política SCHED_BATCH
-M, --mountpoint <dir> el directorio del punto de montaje
cerrando el fichero de entrada
En muchos sistemas el tipo 0 significa espacio libre. Probablemente no sea acertado tener particiones de tipo 0.
fallo al abrir para escritura
: resultado ambivalente (probablemente haya más sistemas de ficheros en el dispositivo; utilice wipefs(8) para más información)
ya está montado
el tamaño del superbloque ( ) es demasiado pequeño
formato de fecha inválido
desplazamiento desde el comienzo
FORMATO controla la salida como la función printf de C. Las secuencias interpretadas son: \" dobles comillas
-u, --unquoted no entrecomilla el resultado
fallo al montar moviendo a
Atención: Firstzone != Norm_firstzone
-n, --no-act hace todo excepto la propia llamada a write()
--prio-prefix busca prefijo en todas las líneas que se lean de stdin
La opción --backup carece de significado en este contexto
-d, --detach <dispbucle>... desvincula uno o varios dispositivos
-t, --timeout <número> tiempo límite del proceso de inicio de sesión
cabeceras utilizadas =
: ya existe un dispositivo de bucle de solo lectura que solapa
Ejemplos: staff /u Cambia el grupo de /u a "staff". -hR staff /u Cambia el grupo de /u y subficheros a "staff".
fallo al clonar a partir de
borra una partición
Número de identificadores de semáforos
Bloqueando disco por ...
Hora leída del reloj de hardware: / / : :
valor de prioridad no admitido para la política: : véase --max para el rango válido
fallo al establecer el ID del grupo
Partición del plan 9
[-t] fichero_de_tiempos [fichero_de_transcripción] [divisor]
no se puede tocar el fichero
sobreescribiría la entrada; abortando
formato incorrecto { }
Fichero: Tamaño: Bloques: Bloque E/S:
Modo de empleo: [OPCIÓN] NUEVO_RAÍZ [ORDEN [ARG]...] o bien: OPCIÓN
no se puede crear timerfd
el argumento de la hora no es válido
no se puede conservar el contexto de seguridad si un núcleo con SELinux activado
Bloqueo del teclado numérico desactivado
error de escritura para
fallo al cambiar la raíz de ` ' a ` '
atención: no se tendrá en cuenta --context; necesita un núcleo con SELinux activado
Se están usando todas las particiones primarias.
error al analizar el tamaño del límite de la salida
: el número de línea debe ser mayor que cero
-N endian establece el endian de cramfs ( | | ), por defecto,
-a, --all imprime todos los dispositivos
no se puede comprobar CRC: formato cramfs antiguo
cuando se especifica un estilo de salida, no se pueden establecer los modos
-p, --punch-hole reemplaza un rango con un hueco (implica -n)
No se puede asignar búfer para el número de zonas
se han especificado varias opciones -i
está obsoleta en favor de --part-type
La partición se solapa con la partición .
Muestra información sobre dispositivos de bloques.
-o, --output-limit <tamaño> finaliza si los ficheros de salida exceden el tamaño
Etiqueta: , identificador:
: ioctl BLKDISCARD ha fallado
no hay ninguna orden que ejecutar
argumento no válido - to
Utilizando horario local.
obtiene el contador de sectores de 32 bits (obsoleto, utilice --getsz)
el fifo tiene un tamaño distinto de cero:
-t, --table crea una tabla
Cambia el sistema de ficheros raíz.
no se ha podido obtener el contexto SELinux de
cambiado el propietario de de a
--ruid <uid|usuario> establece el uid real
--label <etiqueta> | --uuid <uuid>
número de argumentos inesperado
Muestra o modifica los atributos de limitación de la utilización.
argumento --threshold inválido '-0'
: se asume que RTC utiliza UTC ...
Modo de empleo: [OPCIÓN]... [PLANTILLA]
no se puede obtener el estado del ponerse en blanco
tipo de cadena inválido ; este sistema no dispone de un tipo de coma flotante de u bytes
-n, --nr <n:n> especifica un rango de particiones (e.g. --nr 2:4)
--fake hace una prueba; no realiza la llamada al sistema umount(2)
Imprime esta pantalla
-t, -T, --terminal TERMINAL anula la variable de entorno TERM
está montado; no se creará un sistema de ficheros aquí
la función iconv no es utilizable
contexto de seguridad del usuario
Tamaño mín. de segmento de memoria compartida (bytes)
el número de campo es cero
-S, --sector-size <num> sobreescribe el tamaño de sector
-D, --df imita la salida de df(1)
no se puede determinar la localización de , se vuelve a `polling'
--id[=<id>] registra el <id> dado o, en otro caso, el PID
cadena de capacidad incorrecta
atención: no se puede borrar:
: readlink ha fallado
Esperando en bucle que cambie la hora de
--clrtabs[=<número>...] borra estas posiciones de tabulación o todas ellas
: no se puede escribir la tabla de nodos-i
-c, --intro-command <cadena> intro enviado antes que ldattach
-S, --syslog fuerza a utilizar syslog(2) en lugar de /dev/kmsg
i ordena por IRQ
ya está montado o el punto de montaje está ocupado
--list-speeds muestra las tasas de baudios admitidas
la pista de comienzo definida por el usuario sobrepasa el máximo específico del medio
falló la escritura de la imagen ROM ( d d)
no se puede encontrar el dispositivo
: se esperaba un operador unario
nombre del dispositivo de bloque
: partición u: no se ha podido borrar
: falta el delimitador de cierre ' '
Modo de empleo: [OPCIÓN]... [NOMBRE]...
los ficheros especiales de caracteres no están soportados
[-n] CADENA la longitud de la CADENA es distinta de cero CADENA equivalente a -n CADENA -z CADENA la longitud de la CADENA es igual a cero CADENA1 = CADENA2 las cadenas son iguales CADENA1 != CADENA2 las cadenas no son iguales
valor de cabecera inválido
-r, --repair <N> intenta reparar las pistas que han fallado durante la verificación (máx. N intentos)
la pista de comienzo definida por el usuario sobrepasa la pista de fin definida por el usuario
-F, --no-fork ejecuta la orden sin lanzar un proceso nuevo
fallo al cambiar de directorio a
no se puede encontrar el proceso " "
colas asignadas =
no se han podido configurar los atributos del terminal
: no se ha encontrado ninguna tabla de particiones
Falta el argumento cadenaopciones
no se pudo crear un fichero temporal
Utilizando retardo: segundos
la opción --pid solo puede especificarse una vez
las expresiones [=c=] no pueden aparecer en cadena2 al traducir
no se puede encontrar en
-a, --all limpia todas las cadenas mágicas (¡CUIDADO!)
Fecha más temprana para cambiar
opción --output: campo desconocido
, falta papel
Superbloque: d bytes
+PRIMERA_PAGINA[:ÚLTIMA_PAGINA], --pages=PRIMERA_PAGINA[:ÚLTIMA_PAGINA] comienza [termina] a imprimir por PRIMERA_[ÚLTIMA_]PÁGINA -COLUMNAS, --columns=COLUMNAS muestra una salida en COLUMNAS columnas e imprime las columnas, a menos que se especifique -a. Equilibra el número de líneas de cada columna en cada página.
hacen falta las opciones --tree-id y --tree-parent para dar formato de árbol
-f, --failed muestra información sobre los últimos inicios de sesión fallidos de los usuarios
no se puede abrir la consola
Solo se puede buscar por una pareja NOMBRE=valor
d zonas utilizadas ( d%%)
tamaño comprimido de los datos almacenados
-n, --table-name <nombre> nombre de la tabla para la salida JSON
--reform <val> fecha de la reforma gregoriana (1752|gregorian|isojulian)
regresa del sector de arranque principal (MBR) de protección o híbrido a GPT
estaba especificado pero no
Modo de empleo: [OPCIÓN]... DIRECTORIO...
Máx. semáforos en un conjunto de semáforos.
-a, --append añade (las) particiones a la tabla de particiones existente
esperando al proceso hijo
Cabecera de respaldo GPT
fallo al analizar la lista ' '
el usuario no existe o la entrada del usuario no contiene todos los campos requeridos
[--cache-file <fichero>] [-ghlLv] [--output <formato>] [--match-tag <etiqueta>] [--match-token <testigo>] [<dev> ...]
no se ha podido leer el directorio
fallo al efectuar stat sobre
: tipo de terminal desconocido
Valor de hora no válido: " "
fallo al analizar la lista de --table-hide
: no se puede obtener la etiqueta predefinida del fichero SELinux
-s imprime los mensajes por la salida estándar
: fallo al establecer el tamaño de bloque lógico
--uname-2.6 activa UNAME26
atención: los nombres de ficheros se truncan a bytes.
no se ha podido cambiar el bit no soportado u
-s, --typescript <fichero> alias obsoleto de -O
los nombres de la partición y del disco no concuerdan
La orden de selección de velocidad del CD-ROM no está admitida en este núcleo
: no hay información sobre tamaño para este dispositivo
-D, --detach-all desvincula todos los dispositivos utilizados
-f, --force cambia los permisos para permitir la escritura si es necesario -n, --iterations=N sobreescribe N veces en vez de lo predeterminado ( ) --random-source=FICHERO obtiene bytes aleatorios de FICHERO -s, --size=N efectúa el `shred' sobre este número de bytes (se permiten los sufijos K, M y G)
tiempo de espera [ s]
no se ha especificado ningún directorio ni fichero
-R, --nohostname no mostrar el campo de nombre de máquina
\\ barra invertida \a campana (BEL) \b retroceso \c no produce ninguna salida más \e escape \f avance de página (form feed) nueva línea \r retorno de carro tabulador horizontal \v tabulador vertical
ni el enlace simbólico ni su referente ha cambiado
Se ha disparado la repetición de la exploración de las CPUs
la orden de casete desconectada ha funcionado
-u, --user=USUARIO establece USUARIO en el contexto de seguridad objetivo -r, --role=ROL establece ROL en el contexto de seguridad objetivo -t, --type=TIPO establece TIPO en el contexto de seguridad objetivo -l, --range=RANGO establece RANGO en el contexto de seguridad objetivo
falta la opción -p
: no se ha podido obtener el comienzo del número de partición
límite duro (techo)
esperando a [-d]
-l, --local RTC utiliza huso horario local
El fichero de inicio se ha cambiado por " ".
los ficheros se crean con permisos u+rw, los directories con u+rwx, menos las restricciones de umask.
: error de búsqueda en write_tables
-a, --all-tasks actúa sobre todas las tareas (hilos) de un pid determinado
el objetivo no es un directorio
Referencia hacia atrás inválida
-g como -l, pero no lista el propietario
clave ya eliminada
-L, --local-line[=<modo>] controla el indicador de línea local
: se está intentando expulsar utilizando la orden de expulsión de CD-ROM
no se pueden conservar los atributos extendidos, cp está compilado sin soporte de xattr
: plantilla inválida
argumento -l incorrecto
El identificador del disco ha cambiado de a .
descriptor de fichero incorrecto
el intérprete de órdenes no está en ; cambio de intérprete de órdenes denegado
cambia el número de cilindros
la orden de casete desconectada ha fallado
el tipo de FS es
Modo de empleo: [OPCIÓN]... [ENTRADA]... (sin -G) o bien: -G [OPCIÓN]... [ENTRADA [SALIDA]]
La época del RTC se ha puesto a u.
el demonio uuid ya está corriendo con el pid
Dirección de comienzo y (dirección de final + 1) deben estar alineadas con el tamaño de bloque de memoria ( )
No se puede localizar el dispositivo en bruto ' '
Termina un proceso a la fuerza.
fallo al conservar el propietario de
tamaño de datos máximo
-G --show-pt-geometry obsoleta, alias de --show-geometry
-i, --noinaccessible hacer caso omiso de bloqueos sin permisos de lectura
modo de suspensión: mostrar; imprimiendo la información de la alarma
no se ha podido establecer el destino de umount
--dump[=<número>] escribe el volcado de la consola vcsa<número> en un fichero
noctty no asigna una terminal controladora del fichero
no se pueden obtener los atributos de terminal de
Inicio de sesión con root en
: el dispositivo ya está bloqueado
-l, --longoptions <opclargas> opciones largas para reconocer
<part> número de la partición
Línea de órdenes del creador
--sparse=CUÁNDO controla la creación de ficheros dispersos. Véase más abajo. --strip-trailing-slashes elimina todas las barras finales de cada argumento ORIGEN
-l, --no-pause suprime la pausa posterior al avance de página
Modo de empleo: [OPCIÓN]... MODO[,MODO]... FICHERO... o bien: [OPCIÓN]... MODO-OCTAL FICHERO... o bien: [OPCIÓN]... --reference=FICHERO-R FICHERO...
Modo de empleo: [opciones] dispositivo [contador-de-bloques]
-e, --table-header-repeat repite la cabecera en cada página
-i, --info imprime solamente información sobre el paso de muestreo
Error del sistema desconocido
La partición 11 debe abarcar el disco completo.
SCHED_DEADLINE no está soportada
no se ha podido leer el valor de puntuación OOM
-s, --sleep-interval=N con -f, espera aproximadamente N segundos entre iteraciones (por omisión 1.0); con inotify y --pid=P, comprueba el proceso P al menos una vez cada N segundos -v, --verbose presenta siempre las cabeceras para cada fichero
donde está montado el dispositivo
Ejecute <orden> con los ID de usuario e ID de grupo efectivos de <usuario>. Si no se especifica -u, recurra a la semántica compatible con su(1) y ejecute el intérprete de órdenes estándar. Las opciones -c, -f, -l y -s son mutuamente excluyenetes con -u.
si no se está truncando conjunto1, cadena2 debe ser no vacía
/dev/ : no se puede obtener el terminal de control:
-s, --summary muestra un resumen sobre los dispositivos de intercambio utilizados (EN DESUSO)
*NO* se ha cambiado el intérprete de órdenes. Inténtelo de nuevo más adelante.
la longitud del fichero es demasiado corta
--hbcolor [bright] <color> establece el color del texto a medio brillo
Muestra el nombre de fichero absoluto resultante; todas las componentes menos la última deben existir
muestra los MHz actuales de la CPU
mostrar todas las líneas duplicadas y los contadores de repetición no tiene sentido
-M <valor> valor util_max que establecer
-f no parte las líneas largas
: tamaño de página= , tamaño de intercambio= lu, tamaño de dispositivo= lu
tipo de RTC: ' '
Fallo al desconfigurar la CPU
Se ha seleccionado la partición u
no se puede cambiar a PMBR
se ha consumido la memoria zram para almacenar datos comprimidos
n Crea una nueva partición a partir del espacio libre
demasiadas plantillas
--context (-Z) solamente funciona con núcleos que tengan SELinux/SMACK activado
ya existe un dispositivo de bucle que solapa
no se puede encontrar la base de datos de terminfo
--bytes muestra el TAMAÑO en bytes en lugar de hacerlo en formato legible para humanos
no es un nombre de orden válido
-c, --creator muestra el creador y el propietario
se omite partición vacía ( u)
-t <tipo> especifica tipos de sistemas de ficheros que se van a comprobar; <tipo> puede ser una lista de elementos separados por comas
-I, --include <lista>muestra únicamente dispositivos con los números mayores especificados
se requiere la opción --table para todas las --table-*
-c, --print-over no desplaza; muestra texto y limpia los finales de línea
" " no existe
[opciones] <programa> [argumentos ...]
: error al reutilizar dispositivo de bucle
número secundario de dispositivo inválido
Comparación de los xattrs de y
-0, --null termina cada línea de salida con NUL, no con nueva línea
La tabla de particiones que está en memoria ahora mismo va a volcarse al fichero.
--propagation slave|shared|private|unchanged modifica la propagación del montaje en el espacio de nombres del montaje
argumento de pausa no válido
fallo al analizar euid
argumento no válido - repair
no se ha podido crear el «socket» unix orientado a la conexión
valor de año no permitido
-f, --follow[={name|descriptor}] muestra a medida que el fichero crece; sin opción significa 'descriptor' -F lo mismo que --follow=name --retry
[opciones] [+línea] [+/patrón/] [ficheros]
estableciendo opciones para
-J, --noclear no limpia la pantalla antes de sacar el indicador
Bienvenido a sfdisk ( ).
los ficheros operando no se pueden combinar con --print-database (-p).
no se ha podido crear el fichero de recarga: :
Si MODO es '0' el flujo correspondiente no tendrá búfer.
no se puede convertir U+ al conjunto de caracteres local:
nombre de flujo no admitido: ' '
fallo al asignar la caché UID
Crea una nueva etiqueta
-Z, --context muestras los contextos SELinux
ruta al nodo del dispositivo
-c, --noreset no reicia el modo de control
-P, --pgid <pgrp>... actúa sobre procesos en ejecución pertenecientes a estos grupos
El bloque en el fichero ` ' está marcado como no utilizado.
--suffix=SUFIJO añade SUFIJO a los números de salida, y acepta SUFIJO opcional en los números de entrada
Por favor, especifique el tamaño.
t ordena por TOTAL
-L, --color[=<cuándo>] colorea la salida ( , o )
--reflink solamente se puede usar con --sparse=auto
Demonio para generar UUIDs.
el argumento -- mínimo es
--sd-id <id> ID de datos estructurados rfc5424
Conmuta el indicador de iniciable de la partición actual
Ejemplos: /usr/bin/ -> "/usr" dir1/str dir2/str -> "dir1" seguido por "dir2" stdio.h -> "."
-b, --histbin imprime cuentas individuales de histograma-bin
IDs de grupos suplementarios
-n, --digits=DÍGITOS usa el número especificado de DÍGITOS en vez de 2 -s, --quiet, --silent no muestra el tamaño de los ficheros creados -z, --elide-empty-files borra los ficheros de salida vacíos
-f, --force permite que la zona de intercambio sea mayor que el dispositivo
AppArmor no está ejecutándose
-n nombre establece el nombre del sistema de ficheros cramfs
-c, --one-byte-char salida en caracteres de un byte
--monotonic <desplaz> establece el desplazamiento monótono del reloj (segundos) en espacios de nombre de hora
--context (-Z) solamente funciona con núcleos que tengan SELinux activado
Comprueba y repara un sistema de ficheros de Linux.
-t, --type <nombre> tipo de espacio de nombres (mnt, net, ipc, user, pid, uts, cgroup, time)
--namespace requiere --md5 o --sha1
argumento no válido para la opción --cdspeed/-a
se descarta la entrada y se añade la salida a
no se ha especificado ningún nombre de usuario, hay que especificar al menos uno cuando se usa -l
no se puede especificar la fecha de dos formas distintas
<dispositivo de disco> <número de partición>
-L, --color[=<cuándo>] colorea los mensajes ( , o )
-c, --read-clear lee y borra todos los mensajes
-F, --file <fichero> utiliza el fichero en lugar del «buffer» de registro del núcleo
no se ha podido inicializar la caché de libmount
fallo al analizar las opciones de montaje:
--half-bright on|off oscurecido
-S, --size <tamaño> máximo tamaño de un mensaje
no se pueden modificar los permisos del fichero
no está autorizado a cambiar la información de finger de
QNX4.x tercera parte
la opción --strict sólo tiene sentido cuando se verifican sumas de comprobación
-a, --all no restringe la conversión de nombre a uid a procesos con el mismo uid que el proceso presente
el nodo-i del fichero tiene desplazamiento cero y un tamaño distinto de cero
-e, --format <formato> cadena de formato que se usará para mostrar datos
tiempo límite para tareas de tiempo real
Número de zona >= ZONES en el fichero ` '.
Si no se especifica ningún FICHERO, se utiliza . Habitualmente, FICHERO es
-P, --numeric-perms imprime los permisos numéricos (columna PERMS)
no se han podido obtener los atributos del terminal:
[opciones] nueva_raíz emplazamiento_antiguo
no se puede ejecutar la función `ioctl' sobre
no se pueden obtener los valores xattr de para
-q, --queues colas de mensajes
el propietario de permanece como
: el desplazamiento es mayor o igual que el tamaño del dispositivo
Cambie los ID de usuario e ID de grupo efectivos a los propios de <usuario>. Un mero - implica -l. Si no se especifica <usuario>, se asume root.
-z, --zone <nombre>selecciona la zona de memoria (véase abajo)
--filter no procesa un trozo extraído de la salida estándar
Nuevo valor de entradas máximas
--invalid=MODO modo de fallo para los números inválidos: MODO puede ser: abort (predeterminado), fail, warn, ignore
las opciones --sched-{runtime,deadline,period} solamente pueden usarse con SCHED_DEADLINE
-k, --kernel buscar en la tabla de sistemas de ficheros montados del núcleo (predeterminado)
: error al comprobar conflictos en dispositivos de bucle
Todo: d kilobytes
-T, --table-truncate <columnas> trunca el texto de las columnas cuando sea necesario
Espacios de almacenamiento de Microsoft
: partición u: la tabla de particiones solo contiene u particiones.
No se entiende el tamaño.
s Corrige el orden de las particiones (solo cuando hay desajuste)
-L, --Linux obsoleta, solo por compatibilidad hacia atrás
fallo de reserva del terador de libmount
Nodo-i u (modo = ), i_nlinks= , contados= .
-M no comprueba los sistemas de ficheros montados
nombre interno del dispositivo del núcleo
: fallo al reiniciar
-l, --list [<dispo> ...] muestra las particiones de cada dispositivo
: ya existe un dispositivo de bucle cifrado que solapa
-n, --namelength <núm.> longitud máxima de los nombres de fichero
no se puede cambiar el directorio raíz a ' '
-f salta autenticación de usuario
Script terminado en [< >]
El dispositivo ' ' no es un dispositivo de bloques
Problema al iniciar la sesión, abortado.
-i, --ipc[=<fichero>] introduce el espacio de nombres del System V IPC
-l, --list enumera todos los nombres de fichero
Hace un sistema de ficheros ROM comprimido.
no es un dispositivo de bloques o un fichero:
falló la llamada al sistema fork(), inténtelo de nuevo más adelante
no se ha especificado PID objetivo para --all
% requiere un valor de precisión o un número total de bytes
--reference=FICH_R utiliza el modo de FICH_R en lugar del valor MODO
vuelve de BSD a DOS
El sector u ya está asignado.
no se puede forzar el ponerse en blanco
no se pudo calcular el contexto SELinux
Atención: " " no figura en .
'- ' sobran caracteres, o número inválido en el argumento:
mapa de imagen ROM
-n, --uuids <número> solicita el número de uuids
-s, --show muestra la lista de particiones
-p, --pid muestra los PIDs del creador y del último operador
: partición u: fallo al configurar el UUID de la partición
accede al fichero subyacente con e/s directa
No se ha podido activar la CPU
No se puede escribir la tabla de zonas
identificador de la tabla de particiones (normalmente el UUID)
Patrón no encontrado
estado del dispositivo
Servicios de «log» disponibles:
falta el sifijo 'i' en la entrada: (p. ej. Ki/Mi/Gi)
-o, --offset <num> desplazamiento en bytes para descartar a partir de ahí
: no se ha podido determinar el origen (--all-targets no se admite en sistemas con fichero mtab ordinario).
-O, --options <lista> limita el conjunto de sistemas de ficheros por las opciones de montaje
Verity /usr de Linux (ARM)
las expresiones [c*] sólo pueden aparecer en cadena2 al traducir
imprime información sobre una partición
no se pueden combinar las opciones mode y --reference
: versión de intercambio desconocida ' '
--verbose da más información en la salida
Partición u: la cabeza supera el máximo
Use: ' --coreutils-prog=NOMBRE_DEL_PROGRAMA --help' para ayuda sobre un programa en concreto.
Muestra o modifica los límites de recursos de un proceso.
tamaño del paso: u bytes
Crea un fichero o un directorio temporal, de forma segura, y muestra su nombre. TEMPLATE debe contener al menos 3 'X's consecutivas en la última componente. Si no se especifica PLANTILLA, utiliza tmp.XXXXXXXXXX e implica --tmpdir.
¿Desea escribir esta información en el disco?
Los argumentos obligatorios para las opciones largas son también obligatorios para las opciones cortas.
fallo al analizar la lista de --table-order
-c, --crown-margin mantiene la sangría en las dos primeras líneas -p, --prefix=CADENA junta sólo las líneas que comiencen con CADENA -s, --split-only divide las líneas largas de manera que quepan en el ancho especificado, pero no junta líneas
con FILE= , envía la señal a la orden:
: error de búsqueda durante comprobación de bloques
-B, --bytes imprime los tamaños en bytes en lugar de formato legible para humanos
--list-caps debe especificarse solo
-s, --shell <shell> especifica el intérprete de órdenes de login
Seleccionar (valor predeterminado ):
-t, --streams <número> número de flujos de compresión
No se puede escribir el superbloque
ERROR FATAL: no es una terminal
Se ha modificado la tabla de particiones.
error al establecer la variable de entorno
Desactiva dispositivos y ficheros para paginación e intercambio.
fallo al obtener la afinidad del pid
Se está intentando generar una entrada de disco completo automáticamente.
-m, --shmems segmentos de memoria compartida
-n, --no-act hace todo excepto escribir en el dispositivo
Vuelca la tabla de particiones a un fichero de script compatible con sfdisk
no se puede cambiar el directorio raíz a
No ha abarcado el disco completo con la tercera partición, pero el valor u que ha especificado se solapa con otra partición. La entrada que ha realizado se ha cambiado por u
-o, --office <oficina> número de oficina
no es un dispositivo de bloques válido
Crea el fichero especial NOMBRE del TIPO dado.
-O, --output-all saca todas las columnas
Marcar en uso
Modo de empleo: [opciones] [fichero ...]
Ejecuta un programa con una configuración de privilegio diferente.
La CPU no es configurable
-i, --indicated el subrayado se indica mediante una línea distinta
Sistema de ficheros general paralelo de IBM
datos del disco, por lo que debe confirmarla o rechazarla escribiendo 'sí' o 'no'
no se ha podido ejecutar el script de intérprete de órdenes
Sigue una ruta hasta encontrar un punto terminal.
no se puede operar sobre el enlace simbólico colgado
Aplica formato a bajo nivel a un disco flexible.
: u: nombre de fichero de longitud cero inválido
Muestra cada CADENA en la salida estándar. -n no muestra la nueva línea final
ATENCIÓN: se descarta la opción --strip-program, ya que no se ha especificado la opción -s
obtiene el estado del soporte de descarte de ceros
: partición u: fallo al configurar el nombre de la partición
máx. prioridad de tiempo real
argumento de ajuste no válido
-n, --adjust <num> especifica el valor de ajuste de puntuación
El dispositivo no contiene una tabla de particiones reconocida.
-c, --check comprueba bloques incorrectos antes de crear la zona de intercambio
help muestra este texto de ayuda
política de descarte del área de intercambio no admitida:
no se puede cerrar el fichero
d Suprime la partición actual
no se ha podido conectar a puerto
Puntero de enlace adicional en tabla de particiones u.
no se puede crear el fichero especial
El UUID de la partición ha cambiado de a .
Recuperación de Apple TV
Campo s_imap_blocks incorrecto en superbloque
Lamentablemente solo se puede cambiar la etiqueta en particiones no vacías.
-W, --page-width=ANCHO_PÁGINA establece el ancho de página siempre en ANCHO_PÁGINA caracteres (por omisión 72), trunca las líneas, excepto si se usa la opción -J, no interfiere con las opciones -S o -s
Borra (desenlaza) los FICHERO(s). -f, --force descarta los ficheros y argumentos que no existan, sin preguntar -i pregunta antes de cada borrado
: fsync falló
cuando se traduce con cadena1 más larga que cadena2, la segunda cadena no debe terminar con una clase de caracteres
--file <nomfich> nombre del fichero de volcado
no se ha especificado ninguna orden
no se puede cambiar al directorio
Se está utilizando la respuesta predeterminada .
atributo de usuario no modificado:
no se puede establecer la fecha
las opciones --algorithm y --streams han de combinarse con --size
matrices utilizadas =
rango de páginas inválido
Note que las comparaciones obedecen las reglas especificadas por 'LC_COLLATE'.
dirección física de una CPU
tipo de sistema de ficheros desconocido
-p, --step <num> tamaño de ñas iteraciones de descarte dentro del desplazamiento
se ha especificado el origen más de una vez
no se puede imprimir solamente el nombre o el ID real en el formato predeterminado
-t, --types <lista> limita el conjunto de tipos de sistemas de fichero
-s, --match-tag <etiqueta> muestra la(s) etiqueta(s) especificada(s) (lo predefinido es mostrar todas)
¿Desea eliminar la firma?
fallo al analizar la marca de tiempo o nombre de mes desconocido:
: : ocurrencia no encontrada
-c, --collapse-range elimina un rango del fichero
: ERROR MALO: el mensaje es demasiado largo
--msg on|off envía los mensajes del núcleo a la consola
nombre de columna no definido: ' '
El indicador de la partición u ahora está activado.
Zona u: marcada como en uso; ningún fichero la utiliza.
no se puede encontrar la fuente de montaje en
: el enlazado simbólico a ha fallado
ATENCIÓN: los indicadores de propagación no se han podido aplicar
tamaño mínimo de E/S
-A, --activate <dispo> [<part> ...] saca una lista o configura como arrancables las particiones de (P)MBR
no se ha podido resolver el nombre puerto :
fallo al establecer los valores de uclamp del tid
tipo de partición (cadena, UUID o hexadecimal)
La partición u: no tiene ninguna área de datos.
no se puede volver a montar para lectura y escritura; está protegido contra escritura
-r, --random prueba la generación basada en aleatorios
argumento PID incorrecto
espacio de nombres no encontrado: u
insuficiente número de X en la plantilla
sufijo inválido en el argumento ' '
se ha solicitado la columna , pero --poll no está activado
número de procesos en el espacio de nombres
: no se pudo reiniciar el modo `non-blocking'
no se puede establecer timerfd
error esperando a la orden
no se pueden combinar las opciones -e y -i
--dereference afecta al referente de cada enlace simbólico (esta es la opción predeterminada), en lugar de al propio enlace simbólico -h, --no-dereference afecta a los enlaces simbólicos en vez de a cualquier fichero al que apunten
-F, --list-free [<dispo> ...] enumera las zonas no particionadas de cada dispositivo
debe especificar un relativo con
: no se permiten enlaces fuertes para directorios
^ no hay ninguna coincidencia para la clave
Inicio de sesión por contraseña desactivado
-x, --decode descodifica recurso y nivel en una cadena legible
ai_socktype no soportado
El bit específico de GUID de la partición u está ahora activado.
: no se pueden escribir los nodos-i
-v, --verbose imprime la longitud y el desplazamiento alineados
fallo al analizar el tipo de la partición ' '
Cambia el contexto de seguridad SELinux de cada FICHERO a CONTEXTO. Con --reference, cambia el contexto de seguridad de cada FICHERO al de FICHERO-R.
posición del final del bloqueo
la endianness de cramfs es
: error de búsqueda en check_blocks
%1$s [opciones] <disco>
fallo al obtener el contexto actual
Tamaño del bloque de memoria:
cambiando el grupo de
: el borrado de la partición nº ha fallado
esta operación de escritura puede causar la destrucción de
fallo al analizar recurso ' '
iec-i acepta sufijos opcionales de dos letras: 1Ki = 1024, 1Mi = 1048576, ...
El directorio ` ' contiene un número de nodo-i incorrecto para el fichero ' '.
nofollow no sigue los enlaces simbólicos
modifica la etiqueta de disco BSD anidada
Etiqueta de disco escrita en . (No olvide escribir también la etiqueta de disco .)
El indicador de compatibilidad con DOS no está establecido
Cachés (suma de todas):
: : número de línea fuera de rango
--socket-errors[=<on|off|auto>] imprime los errores de conexión cuando se utilizan sockets de Unix
Metadatos LDM de Microsoft
atención: desplazamiento inválido después de la lectura fallida
se conservan los permisos de
<arrancable> Utilícese '*' para indicar que la partición del MBR es arrancable.
El ID de datos estructurados ' ' no es único
Se ha producido un solapamiento de particiones en el disco. Corríjalo antes de continuar.
[opciones] <cadena> [<fichero>...]
Selecciona el tipo de etiqueta
no se puede enlazar con
El núcleo no puede poner la arquitectura a
-P, --port <puerto> utiliza este puerto para conexiones UDP o TCP
máx. espacio de direcciones bloqueado en memoria
-f, --file <fichero> utiliza fichero como semilla de «cookie»
%1$s [opciones] %1$s [opciones] --pid <pid> | --system | <orden> <arg>...
Valor de cilindros no válido
Inicia ORDEN, y la termina si todavía funciona después de DURACIÓN.
Modo de empleo: [CADENA]... o bien: OPCIÓN
no se puede obtener el contexto del proceso
: montado en .
se montó el sistema de ficheros, pero toda operación subsiguiente falló:
-N, --table-columns <nombres> nombres de columnas separados por coma
la especificación del campo no es válida:
argumento de prioridad no válido
La partición u: es una partición extendida.
Los argumentos válidos son:
Particiones asignadas
no se puede asignar dispositivo al sondeo libblkid
--complement complementa el conjunto de bytes, caracteres o campos seleccionados
-L, --dereference sigue los enlaces -f, --file-system muestra el estado del sistema de ficheros en lugar del estado del fichero
: error al borrar las particiones -
-N, --namespace <en> efectúa mount en otro espacio de nombres
-c, --chars <num> número de caracteres que sacar antes del reposo
El fichero de inicio actual es:
crea una nueva tabla de particiones GPT vacía
Los ficheros especiales necesitan números de dispositivo principal y secundario.
no funciona la versión de espacio de intercambio
[opciones] dispositivo [tamaño]
error de entrada en el número de bloques defectuosos en la línea
Crea varios recursos IPC.
no se ha podido establecer la personalidad a
Introduzca el nombre del fichero:
Ha finalizado con (estado de finalización )
ioctl( , RTC_EPOCH_READ, epoch_p) para ha sido correcto.
-r, --raw muestra en modo bruto
se hace caso omiso del argumento desconocido:
sector inicial: (desde/hasta) u / u
opciones de montaje específicas de VFS
no se ha podido inicializar el iterador de libmount
se han especificado varios programas de compresión
Último sector, +/-sectores o +/-tamaño{K,M,G,T,P}
necesita descriptor de fichero, fichero o directorio
Configura las características de un terminal.
no se ha podido inicializar la columna de salida
se han agotado los sufijos para los ficheros de salida
Fallo al analizar el número de bloque
-d, --detach-loop si es un dispositivo de bucle, también libera este dispositivo de bucle
-d, --nodeps noimprime esclavos ni portadores
-S, --socket-activation no crea socket de escucha
no se copiará a través del enlace simbólico recién creado
%1$s [opciones] <disco> cambia tabla de particiones %1$s [opciones] -l [<disco>...] muestra tabla(s) de particiones
valor máx. semáforo =
opciones de montaje específicas de FS
no se ha podido abrir:
caras, pistas, sectores/pista. Capacidad total kB.
Espacio no utilizado - sectores 0- .
-S, --span extiende la fecha cuando se muestran varios meses
--raw utiliza el formato de salida en bruto (con --show)
--noheadings no imprime las cabeceras de la tabla (con --show)
Este disco está actualmente en uso - no se aconseja volver a crear particiones. Se recomienda desmontar todos los sistemas de ficheros y deshacer todas las particiones de intercambio de este disco.
El fichero de script se aplicará a la tabla de particiones que está en memoria.
no se ha podido analizar el argumento
no se puede sobreescribir el directorio con un no directorio
no se puede encontrar el punto de montaje en
-t, --until <time> muestra las líneas que hay hasta la hora especificada
-i, --internal-only no llama a los auxiliares umount.<tipo>
FAT32 de W95 (LBA) oculta
no se puede leer la época del RTC
--preserve-credentials no toca uids ni gids
el modo de compatibilidad admite un fichero como mucho
fallo al obtener los valores de uclamp del pid
Todas las solicitudes completadas
: se hace caso omiso de la tabla de partición anidada " " sobre el dispositivo de disco no completo
-r, --root[=<dir>] establece el directorio raíz
no se ha especificado ningún ID de proceso
: fallo al obtener tamaño
: despierta desde " " utilizando a las
no se ha podido desvincular
Bloqueo del teclado numérico activado
Modo de empleo: [OPCIÓN] NOMBRE...
-d, --device <dispositivo> selecciona un dispositivo rtc (rtc0|rtc1|...)
longitud de respuesta incorrecta
porcentaje de utilización del sistema de ficheros
Ejecuta fichero de transcripción de terminal.
-n, --no-auto desactiva la detección automática del orden de los bytes
fallo al analizar el final
-B, --32bit activa ADDR_LIMIT_32BIT
: fallo al actualizar la partición nº
-w, --fullnames muestra los nombres de usuario y de dominio completos
fallo al cambiar a
-2, --twostopbits establece dis bits de parada
Valor máx. semáforo
-e edición establece el número de edición (parte del fsid)
Para borrar un fichero cuyo nombre comience con un '-', por ejemplo '-fu', utilice una de las siguientes órdenes: -- -fu ./-fu
La ejecución de select() a para esperar una señal de reloj expiró
-f, --fs saca información sobre los sistemas de ficheros
máscara de afinidad actual del pid :
-p, --tree-parent <columna> padre que especifica la relación hijo-padre
-J , --json utiliza el formato de salida JSON
Ejecuta orden de zona en el dispositivo de bloque indicado.
--poll solo acepta un fichero, pero se han especificado más con --tab-file
conmuta el indicador de iniciable de legacy BIOS
-a, --all desactiva todos los intercambios en /proc/swaps -v, --verbose modo expresivo
no se puede comprobar : fsck. no encontrado
Modo de empleo: [-ANCHO] [OPCIÓN]... [FICHERO]...
-T, --ctime muestra una marca de tiempo legible para humanos (puede no ser exacto)
hace falta --date para --set o --predict
Bienvenido a fdisk ( ).
identificador del espacio de nombres propietario (número de nodo-i)
no se ha podido matar el uuidd que está corriendo con el pid
fallo al borrar
-n, --skip-login no pregunta para iniciar sesión
Reformatea cada párrafo de FICHERO(s), escribiendo en la salida estándar. La opción -ANCHO es una forma abreviada de --width=DÍGITOS.
>>> scriptlive: Iniciando la ejecución del script de transcripción por .
: el propietario del fichero no es seguro; se sugiero 0 (root).
se elimina la cola de mensajes id ` '
Reformatea NÚMERO(s), o los números de la entrada estándar si no se especifica ninguno.
está limpio; no se comprueba.
nombre de mes desconocido:
Las cadenas comparadas eran y .
Establezca LC_ALL='C' para solucionar este problema de forma temporal.
Hora de la última operación
si acepta sufijos opcionales de una letra: 1K = 1000, 1M = 1000000, ...
: fallo al configurar el tamaño del disco ( u bytes)
moviendo la tubería de entrada
--show-delta no se tiene en cuenta cuando se utiliza junto con el formato de tiempo iso8601
-n, --server <nombre> escribe en este servidor remoto de syslog
No se puede asignar búferes para superbloque
Muestra el nombre de fichero de la terminal conectada a la salida estándar. -s, --silent, --quiet no muestra nada, sólo devuelve un valor de salida
la hora no va hacia atrás a
se han especificado varias opciones -l o -t
-n, --noauto-pt no crea tabla de particiones predefinida en dispositivos vacíos
tamaño de una caché
Relé externo 1
la opción --zero no está permitida en el formato predeterminado
-J, --json <dispo> vuelca la tabla de particiones en formato JSON
Argumento del tamaño de sector no válido
fallo al analizar la longitud
fallo al determinar el número de CPUs:
(o pulse Control-D para continuar):
Para más detalles véase .
las opciones --{raw,json,pairs} y --summary=only son mutuamente excluyentes
no comprobar el tipo de FS (pseudo/net)
: es un dispositivo de un disco entero
opción --no-new-print duplicada
El reloj de hardware tiene la hora
-c, --command <orden> pasa una orden sencilla al intérprete de órdenes con -c
Se ha detectado una etiqueta de disco sun con una versión incorrecta[ ]
no se ha podido obtener el tamaño de la nueva partición; se ignora --move-data
número de repeticiones inválido en la especificación [c*n]
número de nodo-i del fichero subyacente
indicadores de propagación de VFS
Detenido (salida por terminal)
-T, -w, --mesg añade el estado de mensajes del usuario como +, - ó ? -u, --users muestra los usuarios conectados --message igual que -T --writable igual que -T
Se presupone que el reloj de hardware tiene la hora .
Valor de día no permitido: utilice 1-
: no se ha podido establecer e/s directa
-o, --login-options <opcs> opciones que se pasan al iniciar sesión
tipo de espacio de nombres desconocido: ' '
: no se pueden borrar las particiones
El límite u ha sido excedido por la longitud u del nombre del fichero
(solamente es útil en sistemas que pueden cambiar el propietario de un enlace simbólico)
Navega por ficheros de texto a base de páginas.
-F, --no-fork no demoniza utilizando doble «fork»
-n, --console-level <nivel> establece el nivel de los mensajes imprimidos por la consola
el argumento -- máximo con el rlimit actual es
-n, --dry-run no enlaza nada en realidad
Hora del último mensaje enviado
Tipo de partición o alias (teclee L para ver todos):
no se pueden manejar nombres de usuario múltiples
no se puede determinar el tamaño de
-O, --log-out <fichero> anota la salida estándar en un fichero (opción predeterminada)
¿Desea crear una etiqueta de disco BSD? (y/n)
--reverse on|off intercambia los colores del texto y del fondo
Preasigna espacio o desasigna espacio de un fichero.
Extrae las partes seleccionadas de cada FICHERO en la salida estándar:
Se omiten las particiones después de la nº u. Se borrarán si guarda esta tabla de particiones.
¿Está seguro de que desea escribir la tabla de particiones en el disco? (si o no):
-E hace que todos los avisos sean errores (estado de salida distinto de cero)
tamaño máx. de pila
no se puede leer el reloj de tiempo real
intervalo de tiempo inválido
-f, --from <N> comienza en la pista N (0 predeterminada)
no se puede crear el directorio
%1$s <cadenaopciones> <parámetros> %1$s [opciones] [--] <cadenaopciones> <parámetros> %1$s [opciones] -o|--options <cadenaopciones> [opciones] [--] <parámetros>
-b, --sector-size <núm> establece el tamaño de sector lógico a <núm>
El dispositivo contiene una firma de ' ' y una orden de escritura podría borrarlo. Véase la página de manual de sfdisk(8) y la opción --wipe para más información.
no se puede establecer la época del RTC.
-r, --reorder <disp> corrige el orden de las particiones (según desplazamiento del comienzo)
-I pregunta una vez antes de borrar más de tres ficheros, o cuando se borra recursivamente; menos intrusivo que -i, pero todavía protege contra la mayoría de las equivocaciones --interactive[=CUÁNDO] pregunta de acuerdo con CUÁNDO: never (nunca), once (una vez, -I), o always (siempre, -i); sin CUÁNDO, pregunta siempre
El dispositivo ' ' no es un dispositivo en bruto
quit muestra la nueva situación y espera la respuesta del usuario antes de escribir
-d, --two-bytes-decimal salida en decimales de dos bytes
La CPU ya está activada
--blength[=<0-2000>] duración de la campana en milisegundos
error al determinar el tipo de sistema de ficheros
-l, --length <sectores> sectores máximos en que actuar (en sectores de 512 bytes)
-a, --all recorta los sistemas de ficheros montados
El dispositivo predeterminado es .
Unidades: de * d = d bytes
-f, --fork siempre bifurca
FICHERO1 -ef FICHERO2 el FICHERO1 y FICHERO2 tienen los mismos números de dispositivo y de nodo-i FICHERO1 -nt FICHERO2 el FICHERO1 es más moderno (fecha de modificación) que FICHERO2 FICHERO1 -ot FICHERO2 el FICHERO1 es más antiguo que FICHERO2
tipo de capacidad no admitido
-n, --noheadings no imprime los títulos de las columnas
No se pone en hora el reloj porque la hora del último ajusto es cero, por lo que la historia no es buena.
Activa dispositivos y ficheros para paginación e intercambio.
El identificador del disco ha cambiado de 0x a 0x .
no está admitido seguir la salida estándar
tamaño incorrecto e evento rfkill: u < u
-g, --group <grupo> envía mensaje solamente al grupo
el operando extra no está permitido con -
las cadenas comparadas eran y .
Seleccione un tipo para crear una etiqueta, pulse 'L' para cargar el fichero de script, 'Q' para salir.
-g, --groups=<grupos> muestra los usuarios que pertenecen a uno de los grupos en <grupos>
Nuevo principio de datos
al abrir : nombre de ruta demasiado largo
--tree activa la salida con formato en árbol si es posible
Reservador para Solaris 3
Código hexadecimal o alias (escriba L para ver todos):
-l, --list ofrece información sobre todo o sobre lo especificado (predeterminado esto último)
ATENCIÓN: origen protegido contra escritura; se monta como solo lectura
fallo al reservar iterador
lectura por delante del dispositivo
-E, --console-on activa la impresión de mensajes por consola
: no hay entrada para root
: no se han podido poner los datos
--force utiliza fichero de salida incluso cuando es un enlace
-u, --plain suprime subrayados y negrita
argumento de disciplina de línea no válido
Por omisión, prueba -r, -s, -f y -q en orden hasta que funcione.
--shadowed imprime solamente los sistemas de ficheros montados encima de otros sistemas de ficheros
Cierra un rango de zonas.
no hay ningún nombre de `login'
-F, --fulltimes imprime las horas y fechas absolutas de inicio y fin de sesión
(desplazamiento u, tamaño u):
modo de repetición no implementado: ' '
-7, --sevenbits establece tamaño de carácter de 7 bits
fichero especial de red
no se puede encontrar el nombre de su tty
Comprueba la coherencia de un sistema de ficheros de Minix.
: se intenta expulsar utilizando la orden de casete desconectada
Valor de mes no permitido: utilice 1-12
dispositivo de bloques no válido
No hay disponible ningún sector libre.
Se ha creado una nueva etiqueta de disco DOS con el identificador de disco 0x .
error de ioctl en
el argumento de los segundos no es válido
uid d no encontrado; --init-groups necesita una usuario que pueda encontrarse en el sistema
estilo de numeración de cabecera inválido:
Teclee 'help' para obtener más información.
fallo al componer la cadena de la hora
d ordena por DELTA
Se necesita terminal para reparaciones interactivas
valor del identificador de dispositivo
fallo en el cambio de modo
--session-command <orden> pasa una orden sencilla al intérprete de órdenes con -c y no crea una sesión nueva
-O, --backup-file <ruta> anula el nombre del fichero de respaldo predeterminado
los colores están desactivados por omisión
No se pueden leer los nodos-i
¡Operación forzada, se perdarán datos!
-s, --size <tamaño> tamaño del dispositivo
modo de compatibilidad desconocido ' '
-i, --invert invierte el sentido de correspondencia
La partición termina antes de su comienzo.
atención: se ignora -U ( no permite especificar UUIDs)
no se puede encontrar el dispositivo para
Cambiando información de finger para .
los colores están activados por omisión
Activando .
fallo al analizar el tamaño del mensaje
-a, --autologin <usuario> incia sesión automáticamente con el usuario especificado
-b, --bytes imprime los tamaños en bytes en lugar de formato legible para humanos
las opciones --backup y --no-clobber son mutuamente excluyentes
modo falso: ( )
-p, --paths imprime la ruta completa del dispositivo
Reinicio debido a sobrecalentamiento de la CPU
obtiene el tamaño en sectores de 512 bytes
falta el nombre de la clase de caracteres '[::]'
no se puede determinar el tipo de formato actual
cerrando el fichero de salida
ancho de página demasiado estrecho
Modo de empleo: [OPCIÓN]... GRUPO FICHERO... o bien: [OPCIÓN]... --reference=FICHERO-R FICHERO...
el nombre del dispositivo es ` '
Muestra el nombre de usuario asociado con el ID efectivo del usuario actual. Equivalente a id -un.
-l bloquea el dispositivo para garantizar acceso en exclusividad
con --suffix, la plantilla debe terminar en X
: datos de suspensión del software detectados. Se reescribe la firma de la zona de intercambio.
Este disco está actualmente en uso - no se aconseja volver a crear particiones. Desmonte todos los sistemas de ficheros y deshaga todas las particiones de intercambio de este disco. Utilice el indicador --no-reread para eliminar esta comprobación.
opción de entrada inválida
ficherosalida fichero de salida
cambia el número de cilindros alternativos
-h, --flow-control activa el control de flujo por hardware
[opciones] [<dispositivo> ...]
: el propietario del fichero no es seguro; se arregla con: chown 0:0
-p, --profile <fichero-perfil> (predefinido: " ")
-w, --wipe <modo> borra las firmas ( , o )
Esperando señal de reloj...
No se pudo borrar la partición u.
modo de suspensión: no hay; salir
error de lectura del cliente, longitud =
-b, --backup crea respaldo de la firma en $HOME
: no se puede determinar el tamaño del fichero
--reset-env limpia todo el entorno e inicializa HOME, SHELL, USER, LOGNAME y PATH
-d, --dump <dispo> vuelca la tabla de particiones (puede utilizarse más adelante como entrada)
-u, --uts[=<fichero>] introduce el espacio de nombres UTS (nombre de máquina, etc.)
Error al configurar el dispositivo en bruto
-P, --no-pid no crea fichero pid
: se ha superado el límite de enlaces simbólicos
argumento de --local-line no válido
-R, --table-right <columnas> alinea el texto a la derecha en estas columnas
Hibernación de IBM Thinkpad
Fallo al eliminar del sistema la partición u
--noheadings no imprime las cabeceras
-P, --pty crea un nuevo pseudoterminal
no se ha especificado ni PID ni ORDEN
la cadena sin transformar era .
falta el especificador de conversión en el sufijo
límite de tamaño del fichero en btyes
--report imprime un informe sobre los dispositivos especificados (o todos)
se conserva las fechas de
-s, --fstab busca en la tabla estática del sistema de ficheros
las opciones '- ' son incompatibles
Columnas de salida disponibles:
: no se puede escribir determinar el tamaño de zona
ttyname() ha fallado; se está intentando soslayar utilizando:
opciones inválidas en la especificación de conversión: %%
--bold on|off negrita
-r, --reverse invierte el orden, en su caso -R, --recursive muestra los subdirectorios recursivamente -s, --size muestra el tamaño de cada fichero, en bloques
-v, --verbose explica lo que se está haciendo
muestra la tabla de particiones
atención: el área de intercambio se trunca a lu KiB
Condición urgente de E/S
-i, --input=MODO ajusta el búfer de la entrada estándar -o, --output=MODO ajusta el búfer de la salida estándar -e, --error=MODO ajusta el búfer de la salida de error estándar
-c, --check comprueba si el dispositivo tiene bloques incorrectos
error de lectura de romfs
Abre un rango de zonas.
Partición de arranque Sony
: No se puede leer el fichero de bloques incorrectos
fallo al establecer la salida estándar como no utilizable
no se puede abrir la base de datos de contraseñas
No se tienen en cuenta los datos adicionales de la tabla de particiones u.
Máquina:Canal:Objetivo:Ulog para SCSI
-Y, --label-nested <nombre> especifica el tipo de etiqueta anidada (dos, bsd)
: señal inválida
no se puede sobreescribir el no directorio con el directorio
los blancos iniciales son significativos en la clave u; considere especificar también 'b'
: argumentos mutuamente excluyentes
-u busca entradas poco habituales
no se ha podido reservar dispositivo
no se puede copiar un directorio, , dentro de sí mismo,
carga la estructura del disco de un fichero de script sfdisk
fallo al analizar reuid
-M, --merge agrupa padres de subárboles (utilizable para RAIDs, Multi-path)
= traducido como
( EXPRESIÓN ) la EXPRESIÓN es verdadera ! EXPRESIÓN la EXPRESIÓN es falsa EXPRESIÓN1 -a EXPRESIÓN2 la EXPRESIÓN1 y la EXPRESIÓN2 son verdaderas EXPRESIÓN1 -o EXPRESIÓN2 la EXPRESIÓN1 o la EXPRESIÓN2 es verdadera
-L, --logical utiliza PWD del entorno, incluso si contiene enlaces simbólicos -P, --physical evita todos los enlaces simbólicos
fallo al leer rtc
-B, --protect-boot no borra los bits de arranque al crear una nueva etiqueta
argumento de límite de columnas no válido
id del sistema de ficheros en hexadecimal longitud máxima de los nombres de ficheros nombre del fichero tamaño de bloque de transferencia óptima tamaño de bloque fundamental (para contar bloques) tipo en hexadecimal tipo de forma legible
cuando se utiliza un ID, debe especificarse un único recurso
-m, --max-size <num> limita la cantidad que se lee de los ficheros de semilla
CPU MHz máx.:
-- Colas de mensajes creadores/propietarios --
ARG1 * ARG2 producto aritmético de ARG1 y ARG2 ARG1 / ARG2 cociente aritmético de ARG1 dividido entre ARG2 ARG1 RG2 residuo aritmético de ARG1 dividido entre ARG2
ID de fabricante de BIOS:
fallo al analizar número
%1$s [opciones] [<dispbucle>] %1$s [opciones] -f | <dispbucle> <fichero>
Fallo en el test de primalidad de Lucas. Esto no debería ocurrir
: no escribible (modo o, ); ¿se intenta a pesar de todo? (s/n)
[Utilizar q o Q para salir]
(para la expresión regular )
q Sale del programa sin escribir la tabla de particiones
número de cajón lógico
opción --securebits duplicada
Obsérvese que las entradas de la tabla de particiones ahora no están en el orden del disco.
debe ser superusuario para utilizar mount
obtiene el tamaño óptimo de E/S
-y, --physical imprime IDs físicos en vez de lógicos
Carácter de "collation" invalido
Muestra y ajusta la puntuación de matador OOM.
<dispositivo de tipo disco> <número de partición> <longitud>
error al escribir la entrada `..'
no se puede cambiar la propagación del sistema de ficheros raíz
-s, --shell=<intérpr.órdenes> ejecuta <intérpr.órdenes> si /etc/shells lo permite
t Cambia el tipo de partición
-t, --types <lista> limita el conjunto de sistemas de ficheros por tipos
fallo de reserva de la tabla de libmount
fallo al añadir partición
: fallo al obtener la cabecera de intercambio
--btmp-file <ruta> establece una ruta alternativa para btmp
no se ha podido establecer la prioridad de ( )
: atención: se destruye la firma antigua .
La partición d: tiene un sector 0 de inicio no válido.
cambia las unidades de visualización/entrada
Sobreescribe los FICHERO(s) especificados repetidamente, para hacer más difícil la recuperación de los datos incluso utilizando hardware muy costoso.
-, --no-underlining suprime todos los subrayados
nueva política de planificación del pid :
Llama a ioctls del dispositivo de bloque desde la línea de órdenes
%1$s [-v|-q] órdenes para dispositivos %1$s --report [dispositivos] %1$s -h|-V
prioridad no válida ' '
-2, -v utiliza la versión 2 de Minix
Asigna a cada NOMBRE el VALOR en el entorno y ejecuta ORDEN.
Se utiliza acceso ISA directo al reloj
se descarta la entrada y se redirige la salida de error a la salida estándar
-h, --home-phone <teléfono> número de teléfono de casa
Muestra o controla el «buffer» circular del núcleo.
: swapoff falló
Véanse las órdenes fsck.* específicas para conocer las opciones-sisf disponibes.
-s, --only-delimited no muestra las líneas que no contienen delimitadores --output-delimiter=CADENA utiliza CADENA como el delimitador del resultado. Por omisión se utiliza el delimitador de la entrada
fallo al analizar el tipo de la partición ' '
PID más bajo en el espacio de nombres
no se puede usar `inotify', se vuelve a `polling'
Un campo es una tanda de blancos (normalmente espacios y/o TABs), seguidos de caracteres no blancos. Los campos se descartan antes que los caracteres.
-V, --verbose explica lo que se está haciendo; especificar -V más de una vez provocará un «dry-run»
la clave u tiene ancho cero y no se tendrá en cuenta
Altera la prioridad de los procesos que están en ejecución.
-o, --indent=MARGEN desplaza cada línea con MARGEN (cero) espacios, no afecta a -w ni a -W, MARGEN será añadido a ANCHO_PÁGINA -r, --no-file-warnings omite el aviso cuando no se puede abrir un fichero
-m, --maximize maximiza la cuenta de enlaces duros, elimina el fichero con menor cuenta de enlaces duros
Deshace el volcado utmp de
: no hay suficientes bloques correctos
-t, --timing <fichero> fichero de anotación de tiempos de script
Error de sesión de inicio de sesión desde para ,
--map-user=<uid>|<nombre> asocia el usuario actual al uid (implica --user)
la opción --warn sólo tiene sentido cuando se verifican sumas de comprobación
opción --output: se ha especificado el campo más de una vez
-v, --verbose imprime más detalles
se hace caso omiso de los datos de la clase especificada para la clase «ninguna»
No se puede cambiar el tipo de la partición extendida que está siendo utilizada por particiones lógicas. Primero borre las particiones lógicas.
El fichero de inicio debe tener un nombre de ruta totalmente calificado.
x Muestra/oculta información adicional sobre una partición
: no se han podido obtener los atributos del terminal:
no se puede leer el enlace simbólico
extensión sin reservar en el desplazamiento u
Movidos u de u sectores ( %%).
: desbordamiento de entrada
: los ficheros de entrada y salida son el mismo
No se puede obtener el tamaño de
Velocidad de rotación (r.p.m.)
no es un dispositivo de bloques
error al cambiar el espacio de nombres
-L, --addr-compat-layout cambia el modo de reservar la memoria virtual
PID del proceso que sostiene el bloqueo
Comprobando que nadie esté utilizando este disco en este momento...
-i, --idle establece la política SCHED_IDLE
zonas válidas del rango de memoria
: no es un directorio
nombre dispositivo del núcleo
no se ha podido cambiar el atributo de usuario
Fallo al analizar el tamaño.
fallo al escribir en /proc/self/timens_offsets
capacidad desconocida " "
-d, --directory crea un directorio, no un fichero -u, --dry-run no crea nada, simplemente muestra un nombre (inseguro) -q, --quiet elimina los mensajes sobre fallos de creación de ficheros/directorios
-f, --fields=LISTA selecciona solamente estos campos; también muestra cualquier línea que no tenga un carácter delimitador, a menos que se especifique la opción -s -n (no tiene efecto)
: el ioctl de ha fallado
valor demasiado grande para ser mostrado: ' g' (considere utilizar --to)
: lseek falló
corrige el orden de las particiones
no bloque ( d) bytes
Número de cilindros alternativos
nombre de recurso desconocido:
valor de tiempo de vencimiento no válido
de (libblkid , )
tamaño de nodo-i incorrecto
Verity raíz de Linux (IA-64)
tamaño del sector lógico
fallo al reservar el nombre de la partición
no se ha especificado punto de montaje
formato de anotación no admitido: ' '
Muestra el nombre de fichero completo del directorio de trabajo actual.
desplazamiento de los datos de fichero no válido
>>> scriptlive: finalizado.
no se puede abrir el fichero «os-release»
semid de matriz de semáforos=
-d, --delay <seg> retarda las actualizaciones
fallo al desactivar O_DIRECT:
GNU HURD o SysV
Fecha de modificación más tardía
-q, --quiet modo silencioso - no imprime nada
-z, --zero inicia tabla de particiones con ceros
Contenido inválido de \{\}
último terminal utilizado
Limpia las firmas de un dispositivo.
--sort=PALABRA ordena de acuerdo con PALABRA: general-numeric -g, human-numeric -h, month -M, numeric -n, random -R, version -V -V, --version-sort orden natural de los números (de versión) dentro del texto
-n, --no-mtab no escribe en /etc/mtab
opción --inh-caps duplicada
-j, --julian utiliza día-del-año en todos los calendarios
fallo al enviar mensaje
: error de escritura en write_block
error: el argumento de -u <lista> está vacío
Sale del programa sin escribir los cambios
--background default|<color> establece el color del fondo
mkswap: contiene huecos u otras extensiones no admitidas. ¡Este fichero de intercambio puede ser rechazado por el núcleo al activar el intercambio!
el punto de montaje no es un directorio
La unidad de CD NO puede expulsarse con el botón del dispositivo
las opciones --no-fork y --close son incompatibles
tipo de sistema de ficheros ' ' desconocido
no se ha podido crear respaldo de la firma; $HOME queda sin definir
valor de semana no permitido: el año no tiene semana
falta un número hexadecimal en la secuencia de escape
no se ha podido asociar el «socket» unix
estilo de numeración de pie inválido:
Se recomienda que la partición undécima abarque el disco completo y sea del tipo `SGI volume'.
fallo al preparar la impresión del valor ' f'
: no existe ese usuario
: la escritura de la firma ha fallado
-v, --verbose mensajes explicativos
Argumento del número de edición no válido
-v, --verbose salida expresiva (repetir para más expresividad)
Se ha detectado una etiqueta de disco sun con suma de comprobación incorrecta. Probablemente tendrá que establecer todos los valores, como cabezas, sectores, cilindros y particiones o forzar una nueva etiqueta (orden s en menú principal)
-T, --tree[=<columna>] utiliza salida con formato de árbol
--no-act hace todo excepto escribir en el registro
-m, -p, --preserve-environment no restablece las variables de entorno
Partición de arranque Lenovo
no se puede conectar al «socket» de UNIX
Actualmente esta cuenta no está disponible.
no hay tal grupo
-c, --command <orden> ejecuta una orden en lugar de una shell interactiva
Minix / Linux antiguo
deshace duplicado de cadena de subsistemas
no se puede crear un enlace que sea duro y simbólico al mismo tiempo
%1$s [-lhV] %1$s -a [opciones] %1$s [opciones] [--source] <fuente> | [--target] <directorio> %1$s [opciones] <fuente> <directorio> %1$s <operación> <puntodemontaje> [<destino>]
--underline on|off subrayado
desbordamiento en la cola squfof
No se puede conectar con el sistema de auditoría
estableciendo la fecha de
: no se puede efectuar shred un descriptor de fichero de sólo añadir
-B, --log-io <fichero> anota la entrada y la salida estándar en un fichero
-3 utiliza la versión 3 de Minix
número de nodo NUMA lógico
-Z establece el contexto de seguridad SELinux del fichero de destino al tipo predeterminado --context[=CTX] como -Z, o si se especifica CTX entonces establece el contexto de seguridad SELinux o SMACK a CTX
--apparmor-profile <pr> establece el perfil de AppArmor
-s, --show-size [<dispo> ...] saca una lista con los tamaños de todos los dispositivos o de los seleccionados
cambia el número de sectores adicionales por cilindro
La tabla GPT primaria está dañada, pero la de respaldo parece que está bien, así que esa será la que se utilice.
número inválido al comienzo del campo
: partición : no se ha podido cambiar el indicador de arrancable
se debe indicar una lista de bytes, caracteres o campos
-p, --clean-print no desplaza; limpia la pantalla y muestra texto
no se puede crear el fichero regular
no se ha podido reservar la columna de salida
Modo de empleo: [NÚMERO]... o bien: OPCIÓN
-f, --fast pasa -f al intérprete de órdenes (para csh o tcsh)
clave ilegal ( )
la opción --offset no se permite en este contexto
la expulsión SCSI ha fallado
-e, --exclude <lista>excluye dispositivos por número mayor (por omisión: discos RAM)
estado en línea del rango de memoria
Se ha detectado una etiqueta de disco SGI con suma de comprobación incorrecta.
tamaño máximo de la salida excedido
El ajuste necesario es inferior a un segundo, por lo que no se establece el reloj.
-p, --mode <modo> permisos para el recurso (los predeterminados son 0644)
Reservado para Solaris 4
el formato no tiene ninguna directiva %%
: no existe la partición nº
dirección desconocida ' '
La CPU no existe
Crea una nueva partición de tipo ' ' y de tamaño .
Conexión telefónica en por
¡No hay espacio suficiente para una tabla de particiones nueva!
el número en paralelo debe ser distinto de cero
La tarjeta reinició anteriormente la CPU
-u, --summary muestra un resumen del estado
-c, --command <orden> no hace nada (por compatibilidad con su -c)
Tiempo límite preliminar (en segundos)
No se han podido aplicar las cabeceras del script; no se ha creado la etiqueta del disco.
-f, --freeze congela el sistema de ficheros
--debug anota la parte de la línea que se utiliza para ordenar y avisa acerca de uso cuestionable de la salida de error estándar --files0-from=F lee la entrada de los fichero especificados por nombres terminados en NUL del fichero F Si F es - entonces lee los nombre de la entrada estándar
indicador de partscan activado
--time-format=<tipo> muestra las fechas en formato breve, completo o iso
tipo de bloqueo
Flecha izquierda Desplaza el cursor a la opción de menú anterior
código de salida fuera de rango (se esperaba entre 0 y 255)
-N no ejecuta, simplemente muestra lo que haría
-n, --classdata <num> prioridad (0..7) en la clase de planificación especificada, solo para las clases de tiempo real y de mejor esfuerzo
Filtra líneas adyacentes que coincidan de ENTRADA (o la entrada estándar), escribiendo en SALIDA (o la salida estándar). Si no se da ninguna opción, las líneas coincidentes se combinan en la primera aparición.
-S, --sectors <número> establece el número de sectores por pista
-M <dirs> define la ruta de búsqueda de many de info
el núcleo no está configurado para memoria compartida
no se ha proporcionado ni nombre de fichero ni pid para
No dispara el rearranque
id no encontrado
No hay suficientes argumentos
-m, --mtab buscar en la tabla de sistemas de ficheros montados (incluye opciones de montaje de espacio de usuario)
falta el carácter de clase de equivalencia '[==]'
No hay ninguna partición definida.
: conversión de carácter no válida para el nombre de inicio de sesión
Campo s_ninodes incorrecto en superbloque
el especificador de conversión indicado en el sufijo no es válido:
PPID del PID
fallo al actualizar el entorno con
-o, --no-overwrite no sobreescribir ficheros existentes
fallo al analizar nivel ' '
: renombrado a
-l, --list[=<señal>] enumera los nombres de las señales o convierte un número de señal a un nombre
atención: no se dispone de la opción de comprobar bloques incorrectos en el fichero de intercambio:
fallo al obtener el contexto de creación de ficheros predeterminado para
--output-all imprime todas las columnas disponibles para -e, -p o -C
nuevos parámetros de tiempo de ejecución/plazo de vencimiento/periodo del pid : u/ u/ u
el formato tiene una directiva %% desconocida
Se han especificado demasiadas etiquetas
total: u bloques
No se puede (des)activar el modo de ahorro de alimentación
Guardar y Salir
las construcciones [:upper:] y/o [:lower:] están desalinedas
debe ser root para explorar sistemas de ficheros coincidentes:
la llamada al sistema umount(2) ha fallado:
-y, --year muestra el año entero
profundidad máxima inválida
: no se puede escribir la página de firma
Error de ioctl( ) con al establecer la hora
modos de asociatividad
Hora de la última modificación
-l, --list-shells imprime la lista de shells y sale
Muestra o modifica la clase de planificación E/S y la prioridad de un proceso.
--md5 y --sha1 requieren el argumento --namespace
no se puede crear el fichero `fifo'
-a, --all lo mismo que -b -d --login -p -r -t -T -u -b, --boot tiempo del último inicio del sistema -d, --dead muestra los procesos muertos -H, --heading muestra la línea de encabezados de columnas
fallo al poner la alarma de despertar rtc
muestra este menú
-t interpreta PLANTILLA como una sola componente de nombre de fichero relativa a un directorio: $TMPDIR, si existe; o si no el directorio especificado con -p; o si no /tmp (obsoleto)
Crea los DIRECTORIO(s), si no existen ya.
Hay demasiadas páginas incorrectas: u
fallo al cambiar el grupo de de a
Suspende el acceso al sistema de ficheros.
, el fichero de anotación de entrada es ' '
carácter extraño en el especificador de campo
no está autorizado a cambiar el intérprete de órdenes de
No se han podido analizar los nombres de las columnas
nueva máscara de afinidad del pid :
La ejecución de select() a para esperar una señal de reloj falló
estado del reloj de hardware
Llama a la función unlink para borrar el FICHERO especificado.
-I, --log-in <fichero> fichero de anotación de entrada estándar de script
«Flash» rápida de Intel
El nodo-i u no está en uso; marcado como en uso en el mapa de bits.
no se puede inicializar la máscara de señales
se ha desmontado el sistema de ficheros, pero cualquier operación posterior ha fallado:
--bytes muestra el tamaño de intercambio en bytes en la salida de --show
--delete <disp> [<part> ...] borra todas las particiones o las que se especifique
las opciones para estilos de salida explícitos y legibles para terminal son mutuamente excluyentes
: swapon ha fallado
Muestra quién esta actualmente conectado de acuerdo con FICHERO. Si no se especifica ningún FICHERO, se utiliza . Habitualmente, FICHERO es
-n, --adjustment=N añade el entero N al valor `nice' (10 por omisión)
tamaño máx. predeterminado de cola
fallo al conservar los permisos de
PID del emisor del último mensaje
Encabezamiento de script desconocido ' ' -- ignorar.
-f, --follow saca los datos añadidos según crece el fichero
todas las opciones de montaje
-i, --info recoge información sobre límites de E/S
--sysroot <dir> utiliza como raíz del sistema el directorio especificado
Nota: todas las órdenes pueden escribirse en mayúsculas o minúsculas
Llama a la función link para crear un enlace llamado FICHERO2 a un FICHERO1 que ya exista.
no se puede especificar a la vez impresión en paralelo y transversalmente.
-r, --reference=FICHERO_R base el tamaño en FICHERO_R -s, --size=TAMAÑO establece o ajusta el tamaño del fichero en TAMAÑO bytes
no se puede abrir el dispositivo rtc
: error al cerrar el dispositivo
error analizando el número de versión
-S, --semaphore <número> crea una lista de semáforos de <número> elementos
--groups <grupo,...> establece grupos suplementarios por medio de UID o nombre
El tamaño de este disco es ( u bytes). El formato de la tabla de particiones DOS no se puede utilizar con controladores de volúmenes mayores que u bytes oara sectores de u bytes. Utilice el formato de tabla de particiones GUID (GPT).
Valores no válidos en reloj de hardware: / / : :
atención: no se puede hacer copia de seguridad de .
se ha escrito la tabla en el disco
: el tamaño de página del formato de la zona de intercambio no concuerda.
las opciones --binary y --text no tienen sentido cuando se verifican sumas de comprobación
Mensaje de @ el a las : ...
fallo al analizar la máscara de CPUs
el intérprete de órdenes debe ser un nombre de ruta completo.
Filtra la salida de nroff para previsualización en CRT.
-p, --probe sondeo de superbloques de bajo nivel (circunvalar caché)
-p, --pid <pid> muestra solo los bloqueos que mantiene este proceso
-J, --json utiliza el formato de salida --list JSON
se rechaza el sufijo en la entrada: (considere utilizar --from)
-d, --udp utiliza solamente UDP
tamaño máximo de conjunto residente
tamaño del rango de memoria
-Y, --doce muestra los siguientes doce meses
: no abierto para lectura/escritura
--appcursorkeys on|off modo de aplicación de las teclas de cursor
[opciones] <expresión> <sustituto> <fichero>...
-s, --symbolic-link crea enlaces simbólicos en lugar de copiarlos -S, --suffix=SUFIJO reemplaza el sufijo de respaldo habitual -t, --target-directory=DIRECTORIO copia todos los argumentos ORIGEN al directorio DIRECTORIO -T, --no-target-directory considera DEST como un fichero normal
nombre interno del dispositivo padre del núcleo
la transformación de cadenas falló
rango decreciente inválido
La CPU no se puede enchufar en caliente
-l, --login muestra los procesos de login del sistema
: el tamaño de página del formato de la zona de intercambio no concuerda. (Utilice --fixpgsz para reinicializarlo.)
-T, --sched-runtime <ns> parámetro tiempo de ejecución para DEADLINE
-f marca el final de la lista del argumento <dirs>
Muestra o manipula una tabla de particiones de disco.
opción inválida --
-s[CAR], --separator[=CAR] separa las columnas mediante un solo carácter, el valor predeterminado de CAR es el carácter de <TAB> sin -w y 'no char' con -w. La opción -s[CAR] desactiva el truncamiento de líneas de las 3 opciones de columnas (-COLUMN|-a -COLUMN|-m) excepto si se usa -w.
cantidad mínima de datos en bytes transferida de la memoria a la caché
-w, --wait <us> tiempo de «strobe» en microsegundos
no se ha encontrado ningún dispositivo de bucle libre
Empaquetado por ( )
se han especificado demasiadas columnas; el límite es u columnas
-v, --verbose muestra un mensaje por cada fichero procesado
la opción necesita un argumento --
-A, --address-radix=BASE formato de salida para las posiciones de fichero; BASE es uno de [doxn], para decimal, octal, hexadecimal o ninguno --endian={big|little} intercambia bytes de entrada según el orden especificado -j, --skip-bytes=BYTES descarta los primeros BYTES bytes de cada fichero
-p, --login-shell arranca un intérprete de órdenes de inicio de sesión -t, --timeout <seconds> tiempo máximo para experar una contraseña (predefinido: sin límite) -e, --force examina directamente los ficheros de contraseñas si falla getpwnam(3)
sólo se puede especificar un dispositivo
: no se puede añadir vigilancia inotify.
Cambia el modo de cada FICHERO a MODO. Con --reference, cambia el modo de cada FICHERO al de FICHERO-R.
--move-use-fsync utiliza fsync después de cada escritura cuando mueve los datos
hace falta --epoch para --setepoch.
: ¿descender al directorio ? (s/n)
no se puede establecer la disciplina de línea
Ya hay otras particiones que abarcan el disco completo. Suprima algunas o reduzca su tamaño antes de volver a intentarlo.
error al leer evento inotify
-A, --all-targets desmonta todos los puntos de montaje para el dispositivo especificado en el espacio de nombres actual
desbordamiento en el número de línea
no se han podido poner los datos
: error al actualizar la partición
text utiliza E/S de texto para los datos
-, -l, --login hace del intérprete de órdenes un intérprete de órdenes de inicio de sesión
: fallo al desarmar «watchdog»
Si desea mantener la compatibilidad con SunOS/Solaris, se recomienda dejar esta partición como disco completo (5), con principio en 0, con sectores
Campo demasiado largo.
[opciones] <nuevodirectorioraíz> <init> <args de init>
Sin argumentos muestra el mes actual.
Si MODO es 'L' el flujo correspondiente tendrá un búfer de línea. Esta opción es inválida con la entrada estándar.
modo de suspensión: apagado; ejecutando
-u, --update copia solamente cuando el fichero ORIGEN es más moderno que el fichero de destino, o cuando falta el fichero de destino -v, --verbose da detalles sobre lo que se va haciendo -x, --one-file-system permanece en este sistema de ficheros
<orden> [opciones] <dispositivo>
: resultado del sondeo ambiguo; utilice wipefs(8)
Elimina ciertos recursos IPC.
Fallo al asignar el manejador del script.
ARG1 + ARG2 suma aritmética de ARG1 y ARG2 ARG1 - ARG2 diferencia aritmética de ARG1 y ARG2
--delay <número> reposa un número de segundos antes de preguntar
'--pages=PRIMERA_PÁGINA[:ÚLTIMA_PÁGINA]' falta un argumento
fallo al desactivar la interrupción de la alarma del rtc
la orden de carga de CD-ROM desde una ranura ha fallado
: no se puede obtener la posición del fichero
-s, --sunday domingo como primer día de la semana
, 4G Crea una partición 4GiB a partir de la posición predeterminada.
La partición de disco completo debe empezar en el bloque 0, no en el bloque .
-R, --recursive desmonta recursivamente un objetivo y todos sus hijos
: ¿sobreescribir ` '?
debe ser superusuario para desmontar
tamaño máx. de mensaje
El estado de salida es 0 si EXPRESIÓN no es ni nula ni 0, 1 si EXPRESIÓN es nula o 0, 2 si EXPRESIÓN es sintácticamente inválida, y 3 si ocurrió un error.
--part-attrs <dispo> <part> [<texto>] imprime o modifica los atributos de la partición
Muestra un calendario o parte de él.
tamaño del sector lógico en bytes
-s, --squeeze junta varias líneas en blanco en una sola
la parada de tabulación es demasiado grande
-L, --label <etiqueta> convierte ETIQUETA en nombre de dispositivo
: fallo al buscar el UUID de intercambio
no se puede especificar --null (-0) con la orden
[-d] terminó anormalmente
-i [--match-tag <etiqueta>] [--output <formato>] <dev> ...
fallo al crear el enlace duro a
El nodo-i u está en uso; marcado como no en uso en el mapa de bits.
Sale con el estado determinado por EXPRESIÓN.
-x, --hex interpreta el nombre como una cadena hexadecimal
El primer bloque de datos está en d, demasiado lejos (máx. ). Trate de especificar menos nodos-i mediante '--inodes <número>'.
fallo al ejecutar
-t, --notime no muestra ninguna marca de tiempo con los mensajes
Partición u: inicio de datos incorrecto en.
-R, --recursive cambia ficheros y directorios recursivamente
mensajes de seguridad/autorización (privados)
hueco en u ( u)
el argumento util_max no es válido
fallo al cambiar de directorio por descriptor de fichero de la raíz
Número de cabezas
-x, --sectors muestra número y tamaño de sectores
--padding=N rellena la salida hasta N caracteres; un N positivo alinea a la derecha. Un N negativo, a la izquierda; no se tiene en cuenta si la salida es más ancha que N; Por omisión se rellena automáticamente si se encuentran espacios
atención: : los caracteres que siguen a la constante de caracteres no se han tenido en cuenta
-b tamañobloque utiliza este tamaño de bloque; ha de coincidir con el tamaño de página
Configura y controla los dispositivos zram.
-n, --namespace ns genera uuid basado en «hash» en este espacio de nombres
-s, --inverse dependencias inversas
Muestra información acerca de los FICHEROs (del directorio actual por defecto). Ordena las entradas alfabéticamente si no se especifica ninguna de las opciones -cftuvSUX ni --sort.
cambia el UUID de la partición
disciplina de línea inválida
no se ha podido escribir la entrada journald
NombreDelSF: < >
: iotcl BLKGETSIZE64 ha fallado
no se puede encontrar "_stext" en
no se puede efectuar `stat' sobre el directorio actual (ahora )
--reference=FICH_R utiliza el propietario y el grupo de FICH_R en lugar de especificar valores PROPIETARIO:GRUPO
no se puede registrar el manejador de salida
Modo de empleo: [-s SEÑAL | -SEÑAL ] PID... o bien: -l [SEÑAL]... o bien: -t [SEÑAL]...
modo de suspensión: encendido; leyendo rtc
fallo al cambiar el propietario de a
Solo se ha podido activar de memoria
-l, --table-columns-limit <num> número máximo de columnas de entrada
: FITRIM ioctl ha fallado
[-t] fichero_de_tiempos [-I|-B] fichero_de_transcripción
-V, --verify [<dispo> ...] comprueba que las particiones parezcan correctas
Número de cilindros
¿Quiere editar ahora? [y/n]
posición del cursor no válida:
-W, --wipe-partitions <modo> borra las firmas de las particiones nuevas ( , o )
-nt no acepta -l
No se puede abrir
-c borra la pantalla antes de visualizar
: no se puede modificar la partición : la tabla de particiones solo contiene u particiones
Muestra información sobre los usuarios que están actualmente conectados.
se ha utilizado la clave obsoleta ; considere en su lugar
: Atención: el fichero no cabe en un sector de 512 bytes; se pasará por alto el final del fichero.
Nombres <ldisc> conocidos:
muestra los mínimos MHz de la CPU
fallo al analizar el tamaño de página
tipo de tabla de particiones no reconocido
el hijo no ha terminado normalmente
fallo al reservar contexto de libfdisk
stat de ha fallado
Ya se han definido todas las particiones primarias.
-v, --verbose modo expresivo
tamaño de bloque menor que el tamaño de sector físico de
es demasiado grande
fallo al analizar regid
-a, --auto lee le modo del reloj en el fichero de ajuste (comportamiento predefinido)
--from-unit=N especifica el tamaño de la unidad de entrada (en lugar del valor predeterminado que es 1)
Inicio de sesión en por desde
máx. memoria compartida total
El indicador de iniciable de la partición u ahora está activado.
directory falla a menos que sea un directorio
fallo al restaurar el contexto para
-b, --bytes=LISTA selecciona solamente estos bytes -c, --characters=LISTA selecciona solamente estos caracteres -d, --delimiter=DELIM usa DELIM en vez de caracteres de tabulación para delimitar los campos
<dispo> especifica dispositivo(s) para sondear (lo predefinido: todos los dispositivos)
fallo al analizar --timeout
Muestra ARGUMENTO(s) de acuerdo a FORMATO, o ejecuta de acuerdo con OPCIÓN:
no se pueden establecer los permisos de
el punto de montaje es un enlace simbólico sin destino
máx. colas sistema =
-r, --random genera uuid basado en números aleatorios
no es un dispositivo lp
Número de semáforos
: no se ha podido utilizar el dispositivo
%1$s [opciones] <línea> [<veloc_baudios>,...] [<tipoterm>] %1$s [opciones] <veloc_baudios>,... <línea> [<tipoterm>]
no se escribirá a través del enlace colgado
fallo al asignar la cabecera GPT
: tipo de fichero inválido
cambia el identificador de disco
opción --keep-pdeathsig duplicada
demasiados argumentos
fallo al asignar el manejador de /sys
no se puede abrir el directorio de trabajo actual
-s serializa las operaciones de comprobación
los ficheros operando no se pueden combinar con --files0-from.
cierre de la entrada estándar
no se puede aplicar contexto parcial al fichero sin etiquetar
-c, --count precede a las líneas con el número de ocurrencias -d, --repeated muestra sólo las líneas duplicadas, una por cada grupo
--list-modes enumera los modos disponibles
número de partición no especificado
-p, --ignore-mode no tiene en cuenta cambios de modo del fichero
-n, --keep-size mantiene el tamaño aparente del fichero
Muestra o midifca la afinidad de un proceso a la(s) CPU(s).
: valor de comienzo inválido para el sufijo numérico
valor de sectores no válido
: el número de bloques es demasiado pequeño
Error de lectura: no se puede buscar en un bloque en el fichero ' '
no se puede realizar salida formateada
no se tiene en cuenta --header con la entrada de la línea de órdenes
número de partición no válido
-1, --onestopbit establece un bit de parada
la expulsión SCSI ha funcionado
--sizelimit <núm> el dispositivo está limitado a <núm> bytes del fichero
el grupo no existe
-e activa la interpretación de secuencias de escape -E desactiva la interpretación de secuencias de escape (por omisión)
-p, --pwd muestra información relacionada con inicio de sesión, por contraseña
no se ha especificado el tipo de sistema de ficheros
: directorio incorrecto: i_zone inválida; utilice --repair para arreglarlo
no casa con en disco
la opción --find es mutuamente excluyente con <dispositivo>
obtiene el tamaño del bloque físico (sector)
-i, --ascii utiliza caracteres ascii solamente
-1, --one muestra un solo mes (predeterminado)
--relocate <oper> <dispo> mueve la cabecera de la partición
-i, --internal-only no llama a los auxiliares mount.<tipo>
Las propiedades del dispositivo (tamaño de sector y geometría) deben utilizarse con un solo dispositivo especificado.
OS/2 oculto o hibernación Intel
establezca LC_ALL='C' para solucionar este problema de forma temporal.
Muestra repetidamente una línea con todas las CADENA(s) especificadas, o 'y'.
¡No hay disponible ninguna partición libre!
fallo al cambiar el propietario o el modo del pseudoterminal
: no es un dispositivo de bloques
origen inalcanzable: :
La partición de intercambio no existe.
tamaño de fichero máximo
-f, --logical cuenta líneas lógicas en vez de líneas de pantalla
Abre un terminal y configura su modo.
cambia la velocidad de rotación (r.p.m.)
--max-size ignorado cuando se utiliza sin --file
Cambia el grupo de cada FICHERO a GRUPO. Con --reference, cambia el grupo de cada FICHERO al de FICHERO-R.
no se ha podido obtener el comienzo de la nueva partición; se ignora --move-data
Script terminado en [CÓDIGO_SALIDA_ORDEN=" "]
Consolidar ficheros duplicados utilizando enlaces duros.
TIPO se construye con una o más de las siguientes especificaciones: a un determinado carácter, descartando el bit más significativo c carácter imprimible o secuencia de escape
orden incorrecto: especificado antes que
-t, --ignore no tiene en cuenta fallos
comienzo de la partición en sectores
número mayor:menor del dispositivo
-s, --skip <offset> salta offset bytes desde el principio
se ha montado el sistema de ficheros, pero ha fallado la vuelta al espacio de nombres
-c, --no-canonicalize no hace canónicas las rutas
recuenta de rango: máx numpart= , inferior= , superior=
Gestor de arranque de OS/2
fallo al establecer la variable de entorno FILE
" " no figura en . Utilice -l para ver la lista.
Los cilindros como unidad de visualización están obsoletos.
El bloque ya se ha utilizado anteriormente. Ahora está en el fichero ` '.
valor de campo inválido:
No se han podido aplicar las cabeceras del script; no se ha creado la etiqueta del disco
(salvo W para operaciones de escritura).
se elimina el segmento de memoria compartida id ` '
error: : dispositivo ocupado
opción --init-groups duplicada
/usr de Linux (ARM)
Establece la función de la combinación Ctrl-Alt-Del.
--source <src> especifica explícitamente la fuente (ruta, etiqueta, uuid) --target <dst> especifica explícitamente el punto de montaje
tamaño del bloqueo
La partición no termina en un límite de cilindro.
no se puede sortear un fallo del núcleo después de todo
Noo se ha podido cambiar la bandera.
--list-types enumera los tipos de partición permitidos y termina
no se pueden leer los nombres de fichero de
no se puede cambiar el propietario de
tiene los mensajes desactivados en
fallo al cambiar el contexto de a
el valor de ajuste de puntuación OOM del pid ha cambiado de a
<tamaño> Tamaño de la partición en sectores, o en bytes si se especifica en el formato <número>{K,M,G,T,P,E,Z,Y}. Lo predeterminado es todo el espacio disponible.
-c, --class <clase> nombre o número de la clase de planificación, 0: ninguna, 1: tiempo real, 2: mejor esfuerzo, 3: desocupada
atención: escape no reconocido '\ '
conjunto de bits de seguridad desconocidos -- se rechaza el ajuste
: no se pueden leer los eventos inotify
cambia el GUID del disco
Número máx. de operaciones por semop(2)
Pulse una tecla para continuar.
: el número de bytes es demasiado grande
no se pudo encontrar la entrada de directorio en que corresponda con el nodo-i
carácter fuera de rango
Se ha detectado una etiqueta de disco sun con una vtoc.sanity incorrecta [0x ].
Excedido el límite de tamaño de fichero
no se puede combinar --target-directory y --no-target-directory
sufijo inválido , contiene el separador de directorios
Script guardado correctamente.
solo se puede manejar un pid, pgid o uid a la vez
fallo al escribir la etiqueta de disco
tamaño del sistema de ficheros utilizado
vuelve al menú principal
no se puede configurar el temporizador
Sectores alt SunOS
No se ha podido leer la tabla de particiones extendidas (desplazamiento= u)
falta un argumento después de
usted tiene el permiso de escritura desactivado
[presione ENTER para iniciar sesión]
Página inicial de : < >
-p, --pid[=<fichero>] deja de compartir el espacio de nombres de pid
: tabla de particiones sin ninguna partición
-M, --multiplier <mult> establece el multiplicador de perfil a <mult>
permiso denegado para el identificador
fallo al crear el enlace duro =>
Zona u: en uso, contados=
no se puede obtener el UID real
-U, --uuid <uuid> convierte UUID a nombre de dispositivo
-a, --all introduce todos los espacios de nombres
, carga promedio:
Un programa 'finger' sencillo; muestra información del usuario. El fichero utmp será .
falta el argumento de
el fichero de entrada está vacío
-- línea ya vaciada
Comprobaciones de integridad LBA del cabezal de respaldo no válidas
-t equivalente a -vT -T, --show-tabs muestra los caracteres de tabulación como ^I -u (sin efecto) -v, --show-nonprinting utiliza la notación ^ y M-, salvo para LFD y TAB
valor demasiado grande para ser convertido:
La partición de inicio no existe.
Relé externo 2
no se ha podido analizar el rango --nr <n:n>
La activación no puede hacerse para GPT -- se entra en PMBR anidado.
Volcado utmp de
-m, --logging-format <nombre> impone el formato 'clásico' o 'avanzado'
-p, --priority <prio> marca el mensaje dado con esta prioridad
--wtmp-file <ruta> establece una ruta alternativa para wtmp
--movedata requiere -N
-f, --format=FORMATO utiliza un FORMATO de coma flotante en estilo printf -s, --separador=CADENA utiliza CADENA para separar los números (por omisión: ) -w, --equal-width iguala el ancho rellenando con ceros
necesita un argumento
Secuencia de inicio instalada en .
etiqueta de origen no soportada:
nombre de «socket» demasiado largo:
operación autorizada solo a root
la orden de bloqueo de la puerta del CD-ROM ha fallado
-f, --respect-name los nombres de fichero han de ser idénticos
conmuta el indicador de sólo lectura
Error de lectura: bloque incorrecto en el fichero ' '
los argumentos que no son opciones no serán tenidos en cuenta
nombredir raíz del sistema de ficheros que se va a comprimir
nombre de fichero de longitud cero inválido
: error al actualizar las particiones -
La lectura de RTC ha devuelto un valor no válido.
argumento de --setgroups no soportado ' '
no se ha podido establecer el terminal de control
No se ha podido desactivar la CPU
%1$s [opciones] <dispo> [[-N] <part>] %1$s [opciones] <orden>
no se ha especificado --freeze ni --unfreeze
Cambiando intérprete de órdenes para .
el proceso strip terminó anormalmente
: ¿descender al directorio protegido contra escritura ? (s/n)
Comprueba y repara un sistema de ficheros ROM comprimido.
no se puede establecer el id del grupo
Nombre de clase de caracteres inválido
opción inválida -- ; -ANCHO solamente se reconoce cuando es la primera opción; utilice -w N en su lugar
fallo al leer enlace simbólico:
--blink on|off parpadeo
Utilice --verbose para obtener más detalles.
--sd-param <datos> nombre de datos estructurados rfc5424=valor
: directiva inválida
-R, --recursive opera sobre ficheros y directorios recursivamente
--show[=<columnas>] muestra un resumen en una tabla definible
cerrando la tubería de salida
El indicador 0x no válido de EBR (para la partición u) se corregirá mediante w(rite).
: no se puede encontrar el dispositivo
-u, --utc RTC utiliza UTC
Último cilindro, +/-cilindros o +/-tamaño{K,M,G,T,P}
--iso alias de --reform=iso
el punto de montaje no existe
-b, --before añade el separador antes de cada línea, en lugar de añadirlo después -r, --regex interpreta el separador como una expresión regular -s, --separator=CADENA usa CADENA como separador, en lugar de un salto de línea
: no se puede desplazar a la posición relativa
el rango especificado < : > no tiene sentido
se ha vuelto accesible
-t, --match-token <testigo> busca dispositivos con un testigo específico (NAME=value pair)
El rango de valores de utilización es [0:1024]. Utilice el valor especial -1 para restablecer el valor predefinido del sistema.
-R, --root=<dir> ejecuta la orden con el directorio raíz establecido a <dir>
: no se ha podido crear respaldo de la firma
No se puede asignar búfer para los nodos-i
Número de colas de mensajes
Modo de empleo: EXPRESIÓN o bien: OPCIÓN
-c, --canonicalize canoniza las rutas al imprimirlas
Utilice lsblk(8) o partx(8) para ver más detalles del dispositivo.
-o, --check-status <on|off> comprobar el estado de la impresora antes de imprimir
fallo al analizar ruid
-x, --list-details como --list pero con más detalles
GPT: UUID o métodos abreviados L,S,H,U,R,V.
-C, --cylinders <número> establece el número de cilindros
Lee una línea.
-- Creadores/propietarios segmento mem. compartida --
: se ha cambiado el tamaño de la partición nº
estado de arranque del indicador
Correcto, no se han detectado errores ni avisos
orden del proceso que sostiene el bloqueo
: opción inválida -- ' '
no es un dispositivo sg, o es un controlador sg antiguo
<sector> y <sectores>
zona no considerada; no hay atributo valid_zones de sysfs
sfdisk va a crear una etiqueta de disco nueva ' '. Utilice 'label: <nombre>' antes de definir una primera partición para anular la predeterminada.
El disco es demasiado pequeño para albergar todos los datos.
número máx. de bloqueos de fichero mantenidos
--repeat on|off repetición del teclado
-d, --alphanum compara solamente espacios y caracteres alfanuméricos
tamaño de unidades inválido:
No se puede escribir en el sector d: fallo al buscar
Segmento de memoria compartida shmid=
la llamada al sistema mount(2) ha fallado:
nombre de dispositivo zram
-b, --bytes cuenta bytes en vez de columnas -s, --spaces corta la línea por los espacios -w, --width=ANCHO utiliza ANCHO columnas en vez de 80
-a, --all activa todas las zonas de intercambios en /etc/fstab
Se ha borrado la partición u.
-n, --nobanner no imprime mensaje inicial, solo funciona para root
se rechaza borrar el directorio o : se salta
Muestra NOMBRE eliminando las barras finales y la última componente que no sea una barra; si NOMBRE no tiene /'s, el resultado es '.' (representando el directorio actual).
: no encontrado
Monta un sistema de ficheros.
Utilidad interactiva para mostrar información de interrupción del núcleo.
siglo; como , execpto que se omiten los dos últimos dígitos (p. ej., 20) el día del mes (p. ej., 01) la fecha; igual que / / el día del mes, completado con espacios, igual que %_d
estableciendo los permisos de
la orden monitorizada ha volcado un 'core'
cadena de bits de seguridad incorrecta
no se puede leer la información del sistema de ficheros para
no se ha podido inicializar el filtro blkid para ' '
Volumen: < >
--suffix=SUF añade SUF a PLANTILLA; SUF no debe contener la barra. Esta opción va implícita si TEMPLATE no termina en X
-l, --length <num> longitud para operaciones de rango, en bytes
(tabla de particiones detectada).
Descarta el contenido de ciertos sectores de un dispositivo.
fallo al configurar la descripción de
-E, --remote utiliza -r <nombremáquina> para login(1)
: contiene un Valor numérico no válido:
Inicia sesión con un grupo distinto.
-p no destruye el entorno
Se ha detectado una GPT híbrida. Debe sincronizar el MBR híbrido manualmente (orden de experto 'M').
el desmontaje de ` ` no ha salido de forma normal
+/<patrón> muestra el fichero desde el punto de coincidencia con el patrón
[opciones] /dev/nombre [bloques]
-E, --dedup <columna> desduplica la salida por <columna>
direct utiliza E/S directa para los datos
-G, --supp-groups muestra información sobre los grupos
-x, --stream <nombre> tipo de flujo (out, in, signal o info)
aplica el conjunto de capacidades posibles
no se puede trocear de varias formas distintas
La etiqueta se ha truncado.
: la ejecución falló
[opciones] <usuario> [<terminal>]
-a, --across crea las columnas transversalmente en lugar de en paralelo, se utiliza junto con -COLUMNAS -c, --show-control-chars muestra los caracteres de control con notación gorro (^G) o secuencias de escape octales -d, --double-space salida con espaciado doble
el modo de cambia de o ( ) a o ( )
-R, --addr-no-randomize desactiva la aleatorización del espacio de direcciones virtual
la opción --compare (-C) no se tiene en cuenta cuando se especifica un modo con bits de no permiso
Columnas de semáforos (--semaphores):
-e, --reltime muestra la hora local y la diferencia de tiempo en formato legible
El tamaño de entrada de la partición es cero.
no se puede establecer el nombre a
¿Desea mover los datos de la partición?
-O, --offset <desplazamiento> sondea en el desplazamiento especificado
política de descarte no admitida:
-s, --shell <intérpr.órdenes> define las convenciones de cita del intérprete de órdenes
: error de análisis en la línea -- ignorado
-v es ambiguo; mejor utilice '-2'
No se ha borrado el modo del nodo-i u.
se han especificado varios ficheros de origen
Modo de empleo: CONTEXTO ORDEN [args] o bien: [ -c ] [-u USUARIO] [-r ROL] [-t TIPO] [-l RANGO] ORDEN [args]
muestra cómo están compartidas las cachés entre las CPUs
Muestra o modifica los atributos de planificación de tiempo real de un proceso.
-o, --io-blocks trata TAMAÑO como el número de bloques de E/S en lugar de bytes
d nodos-i utilizados ( d%%)
-W, --table-wrap <<columnas> ajusta envolviendo el texto en las columnas cuando sea necesario
No se ha podido inicializar PAM:
-a, --all imprime todos los símbolos, incluso si la cuenta es 0
No se ha podido establecer el modo de distribución horizontal
no se pudo establecer el búfer de al modo
y son mutuamente excluyentes
stdin no hace referencia a un terminal
-m, --mode <modo> modo de dormir standby|mem|...
<dispositivo> especifica el dispositivo mediante la ruta <directorio> punto de montaje para los montajes de «bind» (véase --bind/rbind) <fichero> fichero ordinario para configurar dispositivo de bucle
: no se puede cambiar el directorio raíz :
Nombre de usuario no válido " ". Abortado.
cambia el número de sectores por pista
Se asume orden de bytes invertido. Utilice -n para forzar el orden de bytes nativo.
-e, --return devuelve el código de salida del proceso hijo
atención: los gids se truncan a bits. (Esto podría ser un problema de seguridad).
: no se ha podifo crear un enlace a
Crea una nueva partición a partir del espacio libre
desbordamiento de desplazamiento leyendo el fichero
datos del fichero residente en memoria en bytes
-d, --dns traduce el número IP en un nombre de máquina
el número de línea es menor que el número de línea anterior,
-Z establece el contexto de seguridad SELinux de cada directorio creado al tipo predeterminado --context[=CTX] como -Z, o si se especifica CTX entonces establece el contexto de seguridad SELinux o SMACK a CTX
no se ha podido obtener el sf hijo de
: no se ha encontrado un punto de montaje ni un dispositivo con el nombre especificado
-v, --nofsroot no imprime [/dir] para los montajes bind o btrfs
fallo al ejecutar la orden: " -c
error al llamar al demonio uuidd ( )
Fichero: " " ID: Longnombre: Tipo: Tam. bloque: Tam. bloque fundamental: Bloques: Total: Libres: Disponibles: Nodos-i: Total: Libres:
fallo al analizar ID
cambiado el grupo de de a
: se está intentando expulsar utilizando las órdenes SCSI
¿dónde ha fallado el inicio de sesión
, desplazamiento u
Tiene correo.
-m busca solamente manuales e infos
-T, --list-types imprime los tipos reconocidos (véase -X)
fallo al establecer la afinidad del pid
La partición de intercambio no tiene un tipo de intercambio.
Se recomienda que la partición en el desplazamiento 0 sea UFS, EXT2FS o SunOS swap. Utilizar Linux swap puede destruir la tabla de particiones y el bloque de inicio. ¿Está seguro de que desea que la partición esté marcada como Linux swap?
formato de salida desconocido
fallo al traducir el nombre de la partición; no se cambia el nombre.
se utiliza el intérprete de órdenes restringido
fallo al borrar el directorio
número de campo inválido:
-p, --parse[=<lista>] imprime en formato analizable
Ejecuta ORDEN siendo NUEVO_RAÍZ el directorio raíz.
Muestra la suma de las capacidades de zona para el dispositivo indicado
Comprueba si un directorio o un fichero es un punto de montaje.
extensión compartida en el desplazamiento u
u Vuelca la estructura del disco a un fichero de script compatible con sfdisk
--ambient-caps <caps,...> establece capacidades de ambiente
no se ha podido abrir el directorio del dispositivo en sistema de ficheros
no se puede establecer el contexto de seguridad
época no válida: ' '.
Modo de empleo: [OPCIÓN]... [-T] ORIGEN DESTINO o bien: [OPCIÓN]... ORIGEN... DIRECTORIO o bien: [OPCIÓN]... -t DIRECTORIO ORIGEN... o bien: [OPCIÓN]... -d DIRECTORIO...
Modo de empleo: [OPCIÓN]... ORDEN
-A, --adjfile <fichero> especifica la ruta al fichero de ajuste la predefinida es
no se puede copiar el enlace simbólico cíclico
-s, --since <hora> muestra las líneas que hay desde la hora especificada
argumento inválido para
--append <número> añade el volcado de la consola vcsa<número> a un fichero
ioctl( ) ha finalizado correctamente.
sistema de ficheros demasiado grande. Saliendo.
Teclee "yes" (sí) o "no" o pulse ESC para abandonar el diálogo.
Modo de empleo: [OPCIÓN]... [FICHERO]
no se ha especificado un nombre de fichero
-o, --options <lista> lista de las opciones de intercambio, separadas por coma
-a, --all desmonta todos los sistemas de ficheros
-B <dirs> define la ruta de búsqueda para binarios
\NNN el byte con valor octal NNN (de 1 a 3 dígitos) \xHH el byte con valor hexadecimal HH (de 1 a 2 dígitos) \uHHHH el carácter Unicode (ISO/IEC 10646) con valor hexadecimal HHHH (4 dígitos) \UHHHHHHHH el carácter Unicode con valor hexadecimal HHHHHHHH (8 dígitos)
: no se pudieron realizar todas las operaciones solicitadas
estado de inicio de sesión silencioso: fallo al restaurar los IDs originales
Verity /usr de Linux (IA-64)
El sufijo de respaldo es '~', a menos que se establezca con --suffix o con SIMPLE_BACKUP_SUFFIX. El método de control de versión se puede seleccionar con la opción --backup o a través de la variable de entorno VERSION_CONTROL. Estos son los valores:
Pruebe ' --help' para más información.
Error de búsqueda en bad_zone
-y solamente para compatibilidad, no hace nada
Nombre del modelo de BIOS:
No se recuerda ninguna cadena de búsqueda
(compilado sin libblkid).
no se ha podido analizar uid
no se puede cambiar el directorio a
: se activa el modo de auto expulsión
Error de búsqueda en write_block
cambiando los permisos de
no se puede asignar un nuevo sondeo libblkid
el cargador de CD-ROM ID/ATAPI no está admitido en este núcleo
: el fichero ha encogido demasiado
: ¿reemplazar , sustituyendo el modo o? ( ) (s/n)
-G, --supp-group <grupo> especifica un grupo suplementario
--long-hostname muestra el nombrede máquina completamente cualificado
La firma se borrará mediante una orden de escritura.
-b, --blocksize <tamaño> utiliza este tamaño de bloque, predeterminado al tamaño de página
: superado el tiempo de espera tras segundos
-l, --logins=<logins> muestra únicamente los usuarios que estén en <logins>
número de «cluster» lógico
El modo de sondeo de bajo nivel no admite el formato de salida 'list'
Muestra los factores primos de todos los NÚMEROs enteros especificados. Si no se especifican argumentos en la línea de órdenes, se leen de la entrada estándar.
: CHFN_RESTRICT tiene un valor inesperado:
la comparación de cadenas falló
Se está llamando a settimeofday(NULL, 0) para bloquear la función warp_clock.
--powerdown[=<0-60>] establece el intervalo de apagado de vesa en minutos
--msgid <msgid> establece el campo id del mensaje rfc5424
Paginas de memoria compartida
oddp igual que parenb parodd cs7 -oddp igual que -parenb cs8 [-]parity igual que [-]evenp pass8 igual que -parenb -istrip cs8 -pass8 igual que parenb istrip cs7
: fcntl falló
-t, --time prueba la generación basada en tiempo
[opciones] [<fichero> | <mensaje>]
-f, --force desmonta a la fuerza (en caso de sistema NFS no alcanzable)
el fichero finaliza más allá del final del sistema de ficheros
PID del receptor del último mensaje
Si se utiliza -s entonces ni -L ni -P tienen efecto. En caso contrario, la última opción especificada controla el comportamiento cuando un OBJETIVO es un enlace simbólico, por omisión .
+<número> muestra el comienzo del fichero desde el número de línea
Si se especifica FICHERO, se lee para determinar qué colores usar para cuáles tipos de ficheros y extensiones. En caso contrario, se utiliza una base de datos precompilada. Para más información acerca del formato de estos ficheros, ejecute 'dircolors --print-database'.
-M, --shmem-key <clave> elimina un segmento de memoria compartida especificado por clave
-g, --pgrp interpreta los argumentos como ID de grupo
: permisos no seguros; se sugiere .
--[re]gid necesita --keep-groups, --clear-groups, --init-groups o --groups
-S, --source <cadena> dispositivo que se va a montar (por nombre, maj:min, LABEL=, UUID=, PARTUUID=, PARTLABEL=)
--direct-io[=<on|off>] abre el fichero subyacente con O_DIRECT
Columnas de colas de mensajes (--queues):
no se puede abrir el fichero temporal
el dispositivo especial no existe (un prefijo de ruta no es un directorio)
Pulse Enter para mantenimiento
atención: barra invertida al final del formato
Cabecera del script aceptada.
error en todos los argumentos de fichero de entrada
Error interno: se está intentando escribir un bloque incorrecto La petición de escritura no se tiene en cuenta
el tamaño de tabulación no puede ser 0
No se puede configurar el espacio de intercambio: no se puede leer
longitud de nombre no soportada:
la parada de tabulación es demasiado grande
Último o + o +tamaño{K,M,G,T,P}
--no-preserve-root no trata '/' de forma especial (predeterminado) --preserve-root no opera recursivamente sobre '/'
-D, --console-off desactiva la impresión de mensajes por consola
-d, --divisor <número> acelera o ralentiza la ejecución con un divisor de tiempo
-l, --show-labels muestra también las etiquetas de los sistemas de ficheros
-Z, --mmap-page-zero activa MMAP_PAGE_ZERO
fallo al crear el fichero a través de la plantilla
no se puede obtener la fecha de arranque
número de libro lógico
--journald[=<fichero>] escribe entrada de journald
Muestra las líneas que empiezan con una cadena de texto especificada.
-d, --dump muestra el estado actual (y no ejecuta)
+/patrón/ comienza en la línea que contiene el patrón
: no es una partición de intercambio válida
-w, --follow espera por mensajes nuevos
No se puede asignar búfer para el número de nodos-i
el nombre local completo de la semana (p. ej., Domingo) el nombre local abreviado del mes (p. ej., ene) el nombre local completo del mes (p. ej. Enero) la fecha y hora local (p. ej., jue mar 3 23:05:25 CET 2005)
el comando de cierre de la bandeja del CD-ROM ha fallado
No se ha podido abrir
-M, --shmem <tamaño> crea un segmento de memoria compartida de tamaño <tamaño>
no tiene iniciada una sesión
nombre de máquina ' ' demasiado largo
Los valores se muestran en unidades del primer TAMAÑO disponible de --block-size, y las variables de entorno _BLOCK_SIZE, BLOCK_SIZE y BLOCKSIZE. En caso contrario, las unidades son 1024 bytes (o 512 si se ha establecido POSIXLY_CORRECT).
-s, --speed <valor> establece la velocidad de la línea serie
-i, --inodes muestra la información de nodos-i en lugar del uso de bloques -k como --block-size=1K -l, --local limita el listado a los sistemas de ficheros locales --no-sync no llama a sync antes de obtener el modo de empleo (por defecto)
se ha construido el uuidd sin soporte para la activación de «sockets»
atención 'touch ' está obsoleto; use 'touch -t d . '
: error al añadir la partición
sólo se puede especificar un delimitador de entrada cuando se procesan campos
no se puede vigilar el directorio padre de
: se esperaba un operador binario
no se puede usar , aparentemente tiene un tamaño negativo
Si se añade el sufijo z a cualquier tipo, se añade un visor de caracteres imprimibles al final de cada línea del resultado.
atención: no se puede cambiar el directorio a
debe proporcionar la hora de despertar (véanse las opciones --seconds, --time y --date)
rango inválido sin punto de final: -
---- Segmentos memoria compartida ----
extensión en línea de datos en el desplazamiento u
: no se ha podido inicializar el sondeo blkid
-U, --uuid UUID especifica el uuid que se utilizará
: fallo al obtener el bloqueo
--tag no admite modo --text
se hace caso omiso de los datos de la clase especificada para la clase «desocupada»
La CPU ya está desactivada
número de CPU no válido en la lista de CPUs:
El dispositivo ya contiene una firma ; se borrará mediante una orden de escritura.
Escribe un mensaje a todos los usuarios.
No se ha podido leer el fichero de transcripción
número total de bytes con varios caracteres de conversión
-u, --uts[=<fichero>] deja de compartir el espacio de nombres UTS (nombre de máquina, etc.)
argumento PGID no válido
: fallo al establecer el ID de la etiqueta del disco
fallo al analizar la lista de --table-right
: no contiene una tabla de particiones reconocida.
-t, --time genera uuid basado en tiempo
no se han podido mantener las capacidades del proceso
Utilidad de relojes.
Se ha creado una nueva etiqueta de disco GPT (GUID: ).
: se está intentado expulsar utilizando la orden de expulsión de disquete
fallo al abrir /proc/self/timens_offsets
solo se admite un <dispositivo> a la vez
-T, --sticky-timeouts activa STICKY_TIMEOUTS
Secuencia de inicio: %1$sboot -> boot%1$s (predefinido %1$s)
Contraseña de root para mantenimiento
El nodo-i raíz no es un directorio
no se puede encontrar el nombre para el grupo con ID u
-o, --close cierra el descriptor de fichero antes de ejecutar la orden
Enumera los rangos de memoria disponible con su estado en línea.
no se pudo obtener el tamaño del dispositivo
No se ha podido leer la estructura del disco en el script.
se descarta el desplazamiento del alineamiento
-s, --status consulta el estado de la impresora
cap : libcap-ng está roto
tamaño de la cola de peticiones
--resize restablece las filas y columnas del terminal
atención: --retry solamente es efectivo para la apertura inicial
máx. semáforos por matriz =
no se ha especificado ningún grupo para el uid desconocido:
no se puede mostrar "only" de más de una elección
tiene un tipo de fichero desconocido
-t, --target <pid> proceso del que obtener los espacios de nombres
: omitiendo - parece que hay huecos.
No se puede leer la tabla de zonas
Se recomienda encarecidamente que la tercera partición abarque el disco completo y sea del tipo `Whole disk'
Cuando se borra y se comprimen repeticiones se deben proporcionar dos cadenas
: se descarta tipo de sistema de ficheros desconocido
el argumento de bloques es demasiado grande, el máximo es lu
no se puede obtener el UID efectivo
Clase de planificación desconocida: ' '
argumento de grupo no válido
no se ha podido hacer mmap:
no se han podido obtener los límites de la memoria compartida
Un - opcional antes de VALOR indica negación. Un * marca valores no POSIX. El sistema subyacente define qué valores están disponibles.
Escrito por y .
--kill-child[=<nomseñal>] al morir, mata al hijo bifurcado (implica --fork) predefinido a SIGKILL
El dispositivo ' ' es el dispositivo de control en bruto (utilice raw<N> con <N> mayor que cero)
: no se puede cambiar el directorio de trabajo :
máximo número de días que una contraseña puede permanecer sin modificarse
: argumento ' ' demasiado grande
no activado para eventos de despertar («wakeup»)
Los cambios solo permanecerán en la memoria, hasta que decida escribirlos. Tenga cuidado antes de utilizar la orden de escritura.
no se ha podido poner a la escucha el «socket» unix
rgid o egid duplicado
-m, --mode=MODO establece los permisos a MODO, en lugar de a=rw - umask
selecciona partición iniciable
--linewrap on|off continúa en una línea nueva cuando una línea está llena
-e activa la interpretación de secuencias de escape (por omisión) -E desactiva la interpretación de secuencias de escape
--verbose imprime más detalles
muestra si Linux está haciendo uso de la CPU en este instante
--make-rshared marca recursivamente un subárbol completo como compartido --make-rslave marca recursivamente un subárbol completo como esclavo --make-rprivate marca recursivamente un subárbol completo como privado --make-runbindable marca recursivamente un subárbol completo como no vinculable
No se puede localizar el dispositivo de bloques ' '
opción larga vacía tras argumento -l o --long
objeto de memoria compartida
el especificador de conversión indicado en el sufijo no es válido: \
No hay ningún comando anterior para sustituir
opciones de montaje antiguas guardadas por --poll
util_min debe ser <= util_max
Error de ioctl( ) con al leer la hora
-k, --key=CLAVEDEF ordena de acuerdo con una clave, CLAVEDEF establece lugar y tipo -m, --merge combina ficheros ya ordenados, no ordena
-b, --btyes muestra el TAMAÑO en bytes en lugar de hacerlo en formato legible para humanos
lee de la entrada estándar y escribe en la salida estándar
-c, --cr-mode <tipo> modo de caracteres CR (auto, never, always)
Fallo al configurar la CPU
Todos o alguno de los tipos de sistema de ficheros pasados a -t deben tener el prefijo 'no' o '!'.
--boottime <desplaz> establece el desplazamiento de la hora de arranque del reloj (segundos) en espacios de nombre de hora
tercera línea no esperada en: :
no se ha especificado el argumento de longitud
: fallo al borrar
fallo al reservar contexto anidado de libfdisk
no se puede crear signalfd
Problema de lectura en pista/cabeza / , se esperaba , se leyó
El sector ya está asignado
-L, --keep-empty-lines no hace caso omiso de las líneas vacías
Error de ioctl( , RTC_EPOCH_READ, epoch_p) con
valor de año no permitido: utilice entero positivo
no se puede registrar el directorio de trabajo actual
Opciones: -b, --no-backspaces no saca retrocesos -f, --fine permite avances de media línea hacia adelante -p, --pass pasa secuencias de control desconocidas -h, --tabs convierte espacios en tabuladores -x, --spaces convierte tabuladores en espacios -l, --lines NUM guarda al menos NUM líneas
cambia la longitud de la tabla
--default utiliza los ajustes del terminal predeterminados
Excepción de coma flotante
número inválido después de ','
cerrando la tubería anterior
La orden de cierre de la bandeja del CD-ROM no está admitida en este núcleo
El bloqueo de la puerta del CD-ROM no está implementado
-u, --socket <socket> escribe por este «socket» de Unix
Se cambian las unidades de visualización/entrada a cilindros (¡OBSOLETO!).
: el operador de equivalencia de clase debe ser un sólo carácter
Modo de empleo: [OPCIÓN]... FICHERO1 FICHERO2
Espacio no particionado : , u bytes, u sectores
recurso desconocido ' '
-b, --blocks utiliza bloques de memoria
borrando los permisos de
Muestra o establece las características de la terminal
no se puede abrir la sesión:
no se ha podido acceder al directorio del sistema de ficheros:
-f, --force fuerza en los dispositivos de bloque utilizados por el sistema
necesita exactamente un argumento de orden
unidad no admitida ' '
Modo de empleo: test EXPRESIÓN o bien: test o bien: [ EXPRESIÓN ] o bien: [ ] o bien: [ OPCIÓN
Controla el acceso de escritura de otros usuarios a su terminal.
-k, --kernel muestra los mensajes del núcleo
MBR: hexa o métodos abreviados L,S,Ex,X,U,R,V.
Máscara de la(s) CPU(s) en línea:
Llamada al sistema errónea
No se cambia la hora del reloj porque el factor de deriva es demasiado alto.
-I, --log-in <fichero> anota la entrada estándar en un fichero
Flecha arriba Desplaza el cursor a la partición anterior
usted (el usuario ) no existe.
--rfc5424[=<snip>] utiliza el protocolo syslog (opción predeterminada para remoto); <snip> puede ser notime, o notq, y/o nohost
no es un dispositivo de bloques; pruebe "-o loop"
Este sistema no tiene la capacidad de volver a explorar las CPUs
-a, --all imprime tanto las CPUs en línea como fuera de línea (lo predeterminado para -e)
Suprime la partición actual
--securebits <bits> establece los bits de seguridad
falta el especificador de conversión % n el sufijo
no se ha podido inicializar loopcxt
fallo al ejecutar la orden
Error de ioctl() con al desactivar interrupciones de actualización
-i, --tree-id <columna> ID de la línea que especifica la relación hijo-padre
: no se puede determinar la longitud máxima de un nombre de fichero
-o, --options <lista> lista de opciones de montaje separadas por coma -O, --test-opts <lista> limita el conjunto de sistemas de ficheros (utilícese con -a) -r, --read-only monta el sistema de ficheros para solo lectura (igual que -o ro) -t, --types <lista> limita el conjunto de tipos de sistemas de ficheros
-d, --show-delta muestra la diferencia de tiempos entre los mensajes imprimidos
no se sobreescribirá el fichero recién creado con
no se puede configurar el tiempo de espera para
establece las características de ahorro de potencia de vesa
--part-uuid <dispo> <part> [<uuid>] imprime o modifica el uuid de la partición
No se ha podido recalcular la ubicación de la tabla GPT de respaldo
no se ha podido analizar el argumento del retardo
La partición extendida ya existe.
CPU(s) del nodo NUMA :
se ignora --preserve-environment; es mutuamente excluyente con --login
error al crear una nueva etiqueta de disco
: 0 B (modo de prueba) recortado
tipo de dispositivo inválido
Modo de empleo: [OPCIÓN]... [ FICHERO | ARG1 ARG2 ]
utilice --no-preserve-root para saltarse esta medida de seguridad
--from=PROPIETARIO_ACTUAL:GRUPO_ACTUAL cambia el propietario y/o el grupo de cada fichero solamente si su propietario y/o grupo actual coinciden con los especificados aquí. Se puede omitir cualquiera de los dos, en cuyo caso no se requiere coincidencia para el atributo omitido.
valor no esperado en: : u
-T, --log-timing <fichero> alias de -t
nombre de volumen demasiado largo
no se puede especificar un número de columnas cuando se escribe en paralelo.
-f, --ignore-case no tiene en cuenta diferencias entre mayúsculas y minúsculas al comparar
crea una nueva tabla de particiones Sun vacía
no se puede ejecutar el intérprete de órdenes de su
: partición u: fallo al obtener el tipo de partición
-P, --pairs utiliza el formato de salida clave="valor"
fallocate ha fallado: el modo de conservar tamaño no está disponible
%1$s [opciones] %1$s [opciones] <dispositivo> | <puntodemontaje> %1$s [opciones] <dispositivo> <puntodemontaje> %1$s [opciones] [--source <dispositivo>] [--target <ruta>] [ --mountpoint <dir>]
fallo al inicializar el manejador de sysfs de las CPUs
no se puede renombrar con
No se ha podido activar : no corresponde la zona
opción '--list' no reconocida
el operador de repetición [c*] no puede aparecer en cadena1
no se podido montar; probablemente esté corrupto el sistema de ficheros en
-r, --read-only configura un dispositivo de bucle de solo lectura
-f, --force fuerza comprobación
fallo al establecer el contexto de creación predeterminado para
# Este es el formato analizable, el cual puede pasarse a otros # programas. Cada elemento diferente en cada una de las columnas # tiene un ID único que normalmente comienza en cero.
fallo al analizar el identificador de IPC
-w, --timeout <segundos> espera un periodo de tiempo limitado
Verity raíz de Linux (ARM-64)
Las entradas de la tabla de particiones no están en el orden del disco.
-a, --auto reparación automática
las opciones para mostrar y establecer la hora no se pueden utilizar a la vez
Datos incorrectos en pista/cabeza / Continuando...
: no se puede abrir el fichero de bloques incorrectos
-P, --nopager no redirige la salida a un busca
ID de grupo del proceso
modo de acceso al bloqueo
obtiene el `readahead' del sistema de ficheros
no se puede establecer el contexto predeterminado para
-Q, --queue-key <key> elimina una cola de mensajes especificada por clave
No se podido analizar la tabla de montaje
Encuentra un sistema de ficheros (montado).
Sistema util_clamp: mín: máx:
fallo al restaurar el contexto de creación de fichero predeterminado
Modo de empleo: <ficherocontraseña> <nombreusuario>...
--raw utiliza el formato de salida en bruto
-P comprueba los sistemas de ficheros en paralelo, incluyendo el raíz
opción --groups duplicada
La mayoría de las órdenes pueden estar precedidas por un argumento entero k. Los valores predeterminados están entre corchetes. Un asterisco (*) indica que el argumento será el nuevo valor predeterminado.
, cifrado (tipo )
-G, --setgid <gid> establece el gid en el espacio de nombres introducido
error ( ) al ejecutar fsck. para
Obtiene las políticas: chrt [opciones] -p <pid>
fallo inesperado de tcgetattr
establecer indicador de autoborrado
Directorio de inicio del usuario de Linux
abort sale de la «shell» de sfdisk
no se puede usar --relative sin --symbolic
-e, --enable <lista-cpu> activa las cpus -d, --disable <lista-cpu> desactiva las cpus -c, --configure <lista-cpu> configura las cpus -g, --deconfigure <lista-cpu> desconfigura las cpus -p, --dispatch <modo> establece el modo de distribución -r, --rescan lanza otra exploración de las cpus
-v, --verbose da más información
-number líneas por página
el acceso a puertos ISA no está implementad0
argumento PGID no válido
la orden de expulsión de disquete ha funcionado
-o, --offset <num> desplazamiento para operaciones de rango, en bytes
-l, --list muestra las particiones y sale
no se puede leer la información acerca de
--disk-id <dispo> [<texto>] imprime o modifica el ID de la etiqueta del disco (UUID)
opción --ambient-caps duplicada
Mensaje de @ (como ) en a las : ...
argumento de --summary no admitido
Al traducir se deben proporcionar dos cadenas.
: unlink ha fallado
demasiadas líneas de entrada
no se puede determinar el NR_CPUS; se aborta
fallo al leer las particiones
no se ha especificado --sd-id para --sd-param
: no es un enlace simbólico
falta un fichero como operando
Señal de muerte del padre:
argumento no válido para la opción --changerslot/-c
no se puede mostrar un mensaje de error
Partición u: se solapa con la partición u.
}: entre '{' y '}' debe especificarse un número entero
-i, --noissue no muestra el fichero issue
Sector inicial u fuera de rango.
fallo al inicializar el manejador de sysfs
--from=UNIDAD autoescala los números de entrada a UNIDADes. Por defecto es 'none'. Véase UNIDAD más abajo
Genera «cookies» mágicas para xauth.
Partición u: contiene el sector 0
fallo al analizar el paso
-V explica lo que va haciendo
-H, --table-hide <columnas> no imprime las columnas
: no se puede saltar
: dispositivo inexistente (puede utilizarse la opción "nofail" para descartar este dispositivo)
La unidad de CD-ROM no está lista
%1$s [opciones] <fichero>|<directorio> <orden> [<argumentos>...] %1$s [opciones] <fichero>|<directorio> -c <orden> %1$s [opciones] <número de descriptor de fichero>
b Conmuta el indicador de iniciable de la partición actual
--make-shared marca un subárbol como compartido --make-slave marca un subárbol como esclavo --make-private marca un subárbol como privado --make-unbindable marca un subárbol como no vinculable
fallo al establecer las credenciales del usuario:
los dos ficheros no pueden ser a la vez la entrada estándar
Se ha cambiado la información de finger.
el número de bytes que se deben saltar es inválido
Detenido (entrada de terminal)
-H suprime el nombre de host en el indicador de inicio de sesión
NTFS de WinRE oculta
atención: una barra invertida sin escape al final de la cadena no es transportable
: especificación de conversión inválida
fichero especial de bloques multiplexado
--noescape no escapa los caracteres no imprimibles
--pty no se admite en su sistema
: no se puede desplazar a la posición
Modo de empleo: [OPCIÓN-CORTA]... [CADENA]... o bien: OPCIÓN-LARGA
ficheros normales directorios ficheros de dispositivos de caracteres ficheros de dispositivos de bloques enlaces enlaces simbólicos ------ ficheros
--debug muestra avisos sobre entrada inválida
esperando a strip
fallo al conservar el autor de
Modo de empleo: [OPCIÓN]... [-T] ORIGEN DESTINO o bien: [OPCIÓN]... ORIGEN... DIRECTORIO o bien: [OPCIÓN]... -t DIRECTORIO ORIGEN...
Nombre de usuario NULO. Abortado.
SAN virtual de VMware
--tabs[=<número>...] establece estas posiciones de tabulación o las muestra
-q, --queue <valor> utiliza sigqueue(2), no kill(2), y pasa <valor> como dato
solamente se puede usar con un núcleo SELinux
se añade la salida a
Partición u: tiene distintos principios físicos/lógicos (¿no Linux?): físicos=( , , ), lógicos=( , , )
: error de escritura
mueve el principio de los datos de una partición
el formato termina en %%
: CHFN_RESTRICT no permite ningún cambio
no se ha podido asignar el manejador de FS
-f, --skip-fields=N pasa por alto la comparación de los primeros N campos
-C, --cgroup[=<fichero>] introduce el espacio de nombres del cgroup
[No es un fichero] línea
tamaño del dispositivo
no se ha movido el comienzo de la partición; se ignora --move-data
no se puede obtener el uid de passwd
error al escribir el superbloque
: no se puede obtener la etiqueta del fichero SELinux
se descarta el tamaño de `tab' inválido de la variable de entorno TABSIZE:
falta la opción -f
-t, --type <tipo> especifica el tipo de partición
fallo al vaciar el «buffer» del núcleo
Dejando la etiqueta de disco anidada.
no se ha podido reservar la línea de salida
Se añade la partición lógica u
[opciones] [dispositivo tty]
el número de bytes que hay que comparar es inválido
Zona u: no en uso, contados=
opción --bounding-set duplicada
error en el comparador de expresiones regulares
-s, --keep-baud tarta de mantener la velocidad en baudios tras cortar
variable de entorno MORE
fallo al abrir para lectura
no se ha podido obtener el tamaño de la antigua partición; se ignora --move-data
: : : fuera de secuencia:
no se puede montar para solo lectura
Excedido el tiempo límite de CPU
-a, --multiple admite varios argumentos y trata cada uno como un NOMBRE -s, --suffix=SUFIJO elimina el SUFIJO final; implica -a -z, --zero termina cada línea con NUL, no con nueva línea
n ordena por NOMBRE
r Reduce o agranda la partición actual
: fallo al configurar el fichero subyacente
La última LBA especificada en el script está fuera de rango.
--dump es incompatible con todas las demás opciones
Solo se puede especificar un usuario. Utilice -l para múltiples usuarios.
no se tendrá en cuenta --no-newline con varios argumentos
antiguo punto de montaje guardado por --poll
Modo de empleo: [OPCIÓN]... [FICHERO] o bien: -e [OPCIÓN]... [ARGUMENTO]... o bien: -i IN-SU [OPCIÓN]...
: fallo al cerrar
fallo al cambiar el propietario de
-H, --host <nombremáquina> especifica máquina para inicio de sesión
ERROR FATAL: no se puede reabrir la terminal:
-t, --to <N> se detiene en la pista N
-x, --fillrows llenar las filas antes que las columnas
[opciones] <directorio>|<fichero> ...
atención: no se admite --pid=PID en este sistema
-f, --issue-file <lista> muestra ficheros o directorios issue
: error al escribir
*NO* se ha cambiado la información de finger. Inténtelo de nuevo más adelante.
división por cero
--reset reinicia el terminal en estado encendido
no se pueden bloquear las señales
no se ha podido inicializar la tabla de libmount
: atención: no borre los sectores de los bits de arranque inicio
Muestra el contenido de un fichero en hexadecimal, decimal, octal o ascii.
se sale a causa de la opción -n/--noop
-f, --full-name <nombre-completo> nombre real
fallo al analizar los flujos
-p, --pagesize TAMAÑO espcifica el tamaño de página en bytes
-P, --sched-periodo <ns> parámetro tiempo para DEADLINE
no se puede crear un fichero temporal en
-o, --ouput <lista> COLUMNAS que se mostrarán (ver abajo)
clase de carácter inválido
-i, --ip muestra los números IP en notación decimal punteada
--reference=FICH_R utiliza el grupo de FICH_R en lugar de especificar un valor para GRUPO
: inaccesible -- ignorada
-e, --evaluate convierte las etiquetas (LABEL,UUID,PARTUUID,PARTLABEL) en nombres de dispositivos
Modo de empleo: --coreutils-prog=NOMBRE_DEL_PROGRAMA [PARÁMETROS]...
-d, --divisor=<número> divide la cantidad de bytes entre <número>
Error al escribir la etiqueta de disco.
-O, --log-out <fichero> fichero de anotación de salida estándar del script (opción predeterminada)
no se ha podido encontrar la orden de apagado
Modo de empleo: [NOMBRE] o bien: OPCIÓN Muestra o establece el nombre del `host' del sistema actual.
--4gb no se tiene en cuenta (solo por compatibilidad hacia atrás)
Reinicia un rango de zonas.
argumento de velocidad no válido
La inicialización de libuser ha fallado: .
ya existe un dispositivo de bucle que solapa con
-R, -r, --recursive copia directorios recursivamente --reflink[=CUÁNDO] controla copias clonadas/CoW. Ver más abajo. --remove-destination borra cada fichero de destino que exista antes de intentar abrirlo (compárese con --force).
-D, --discard imprime las capacidades de descarte
: no se permite !orden en el modo rflag.
número de días requeridos entre cambios
nueva política de planificación del pid :
: ¿borrar el protegido contra escritura? (s/n)
-f, --fifo establece la política SCHED_FIFO
argumento de comienzo no válido
-f, --file <fichero> anota el contenido de este fichero
: no se ha podido cambiar de directorio
-p, --pid actúa sobre el pid existente dado
skip-bytes + read-bytes es demasiado grande
atención: no se tendrá en cuenta --context; necesita un núcleo con SELinux/SMACK activado
tipo de transporte del dispositivo
tipo de hora no admitido
Muestra la longitud de un sistema de ficheros ISO-9660.
fallo al analizar columna
--regid <gid|grupo> establece el gid real y efectivo
el dispositivo es ` '
no se pueden borrar los sectores de los bits de arranque
tipo de dispositivo
: directorio incorrecto: tamaño < 32
--raw utiliza el formato de salida --list bruto
partición: , disco: , inferior: , superior:
La suma de verificación CRC de la cabecera de respaldo no es válida
: fallo al desvincular
Cada símbolo BANDERA puede ser: append modo de adición (solamente tiene sentido para salida, se sugiere conv=notrunc)
LISTA_DE_CAMPOS es una lista separada por comas de columnas que se incluirán. Los nombres de campos válidos son: 'source', 'fstype', 'itotal', 'iused', 'iavail', 'ipcent', 'size', 'used', 'avail', 'pcent', 'file' y 'target' (véase la página info).
señal desconocida ; señales válidas:
se han detectado más sistemas de ficheros en ; utilice -t <tipo> o wipefs(8)
: fallo al configurar algoritmo
: orden desconocida
argumento del tamaño de bloque no válido
-I, --listed-in <lista> recorta los sistemas de ficheros listados en los ficheros especificados
--color[=<cuándo>] colorea la salida ( , o )
[opciones] <uuid> ...
CPU MHz dinámicos:
( ) prioridad anterior , nueva prioridad
atención: la secuencia de escape octal ambigua \ se interpreta como la secuencia de 2 bytes \0 ,
-c, --check, --check=diagnose-first comprueba si la entrada está ordenada, no ordena -C, --check=quiet, --check=silent como -c, pero no informa de la primera línea errónea --compress-program=PROG comprime temporales con PROG; los descomprime con PROG -d
nombre de modo no admitido: ' '
verifica la tabla de particiones
Sin ninguna OPCIÓN, muestra un conjunto útil de información sobre la identidad.
-f, --force fuerza borrado
tamaño máx. seg.
error: fallo al analizar UUID
lista los tipos de particiones conocidos
no se ha especificado valor de ajuste de puntuación OOM
Muestra el estado del «watchdog» de hardware.
tamaño de todas las cachés del sistema
número máx. segmentos = u
Informa al núcleo de la presencia de particiones y de su numeración.
no se puede cambiar la propagación del sistema de ficheros
Modo de empleo: [OPCIÓN] [ORDEN [ARG]...]
-t, --types <lista> limita el conjunto de sistemas de ficheros, RAIDs o tablas de particiones
operación , número entrante =
número máx. de procesos
no se puede mover a un directorio de sí mismo,
se descarta el valor inválido de la variable de entorno QUOTING_STYLE:
fecha del último inicio de sesión
número de procesos ejecutados por el usuario
La estructura del disco se ha volcado bien.
mensajes generados internamente por syslogd
error de lectura en
Columnas de salida disponibles para -e o -p:
línea : orden no admitida
Comprobando todos los sistemas de ficheros.
--bounding-set <caps> establece el conjunto de capacidades posibles
-U, --detect-case detecta terminal de mayúsculas
[Pulse la barra espaciadora para continuar; 'q' para salir.]
«Socket(s)» por libro:
no se puede obtener el nombre del sistema
--keep-groups mantiene los grupos suplementarios
El número de la partición ha de ser menor que u.
: error de búsqueda en write_block
fallo al obtener los bits de seguridad del proceso
el enlace simbólico tiene desplazamiento cero
: el desplazamiento es mayor que el tamaño del dispositivo
no se pueden establecer los atributos de terminal de
-w, --check-chars=N sólo compara los primeros N caracteres de la línea
descomprimiendo bloque en u a u ( u)
-N, --task <tid> utiliza el espacio de nombres alternativo (fichero /proc/<tid>/mountinfo)
identificador del espacio de nombres padre (número de nodo-i)
Servidor de datos Linux
Verity raíz de Linux (x86-64)
opción utilizada en un contexto inválido --
-u, --unit S obsoleta, solo se admite unidad en sectores
valor demasiado grande para ser mostrado: ' g' (no se pueden manejar valores > 999Y)
-r, --reverse escribe de vuelta en el fichero utmp los datos volcados
la orden de expulsión de disquete ha fallado
: ioctl BLKSSZGET ha fallado
fallo al analizar el desplazamiento monótono
se ha vuelto inaccesible
b crea un fichero especial de bloques (buffered) c, u crea un fichero especial de caracteres (unbuffered) p crea un `FIFO'
se han especificado varios ficheros de salida
Muestra límites que dependen de la plataforma en un formato útil para scripts de shell.
política actual de planificación del pid :
-w, --wait espera a que el programa termine, y utiliza el mismo retorno
no se puede obtener el estado de `nice'
La CPU ya está configurada
opción --apparmor-profile duplicada
medida en bruto de la velocidad de la CPU
La partición u ya está definida. Suprímala antes de volver a añadirla.
el modo solamente debe especificar los bits de permisos del fichero
-e, --extended[=<lista>] imprime en formato legible extendido
no se ha podido hacer mincore:
-r [<fd>] muestra estadísticas para cada dispositivo comprobado; el descriptor de fichero es para GUIs
operación de reubicación desconocida
formato de estilo de fecha inválido
Línea demasiado larga
modo de propagación desconocido:
fallo de callocate sobre el conjunto de CPUs
Raíz de Linux (ARM)
Terminal del inicio de sesión fallido
-1 utiliza la versión 1 de Minix
UID del PID
-g, --noheadings no imprime las cabeceras correspondientes a --show
el delimitador debe ser un sólo carácter
login: -h es solo para superusuario
-g, --group <grupo> especifica el grupo primario
El indicador de la partición u ahora está desactivado.
no se pudo leer el directorio
-q, --quiet es silencioso
: número de línea fuera de rango
nombres de grupo suplementarios
atención: no está alineado
Escrito por , , y .
-v, --vertical muestra el día en vertical en vez de una línea
-p, --pause <segundos> pausa entre intro y ldattach
valor de desplazamiento especificado no válido
la lista de dispositivos incluidos es demasiado grande (el límite es de dispositivos)
el destino está ocupado
argumento no válido: : se utilizarán errores automáticos
no se ha podido compilar la expresión regular :
La opción de búsqueda requiere un tipo de búsqueda especificado mediante -t
mo se ha podido asignar memoria:
root es el único que puede especificar grupos alternativos
Sale con un estado de saldia que indica fracaso.
funciones adicionales (sólo para usuarios avanzados)
cuando se traducen con clases de caracteres complementarias (que no coinciden), cadena2 debe hacer corresponder todos los caracteres del dominio a uno solo
En la vida real:
el paso recomendado para el FS raíz es 1 (el actual es )
no hay suficiente espacio, se necesitan al menos lu bloques
Matado el uuidd que estaba corriendo con pid .
no se ha podido asignar el manejador de PTY
el UID en ejecución no coincide con el UID del usuario que se está alterando; cambio de el intérprete de órdenes denegado
no se puede obtener el bloqueo
-W, --nowrap no utiliza representación multilínea
: la entrada contiene un número impar de elementos
días que el usuario es advertido de la caducidad de la contraseña
no se puede crear un nuevo contexto SELinux
-p igual que --preserve=mode,ownership,timestamps --preserve[=LISTA_ATTR] conserva si puede los atributos especificados, (por omisión: mode,ownership,timestamps) atributos adicionales: context, links, xattr, all
Construye un sistema de ficheros de Linux.
priodidad mín/máx de : /
línea de órdenes del PID
RAID de Apple offline
: las opciones --all, --online y --offline solo pueden utilizarse con las opciones --extended o --parse.
Informa al núcleo de la existencia de una partición especificada.
atención: ancho u inválido; se usará en su lugar
bo se puede rebobinar el dispositivo de intercambio
-o, --output <formato> formato de salida; posibles formatos: value, device, export o full; (predefinido: full)
-L, --table enumera los nombres y los números de las señales
-n, --nonblock falla en lugar de esperar
formato inválido (desbordamiento en el ancho)
Expresión regular inválida
Sectores adicionales por cilindro
-a solamente para compatibilidad, no hace nada
argumento de desplazamiento no válido
Modo de empleo: [OPCIÓN]... FICHERO PLANTILLA...
--lock[=<modo>] utiliza bloqueo de dispositivo exclusivo ( , o )
Encuentra un sistema de ficheros por etiqueta o UUID.
opción inválida al final --
-e, --enable activa la memoria
no se ha encontrado controlador con etiqueta DOS
--options-mode <modo> qué hacer con las opciones cargadas de fstab --options-source <origen> origen de las opciones de montaje --options-source-force uso forzado de las opciones de fstab/mtab
Se ha saltado (menor que el tamaño configurado)
-c --colun-separate muestra los datos en un formato similar a /etc/passwd
la fecha está fuera de rango
-S, --setuid <uid> establece el uid en el espacio de nombres introducido
binary utiliza E/S binaria para los datos
nolinks falla si está enlazado varias veces
-c, --command <orden> ejecuta una única orden a través de la «shell»
--real imprime solamente los sistemas de ficheros reales
-p, --pid <num> ID de proceso
no se puede crear el directorio
-r, --read-only forzado open cfdisk en modo de solo lectura
-c, --count <número> número máximo de zonas
-g, --global información sobre el uso global del sistema (puede combinarse con -m, -q y -s)
Campo s_zmap_blocks incorrecto en superbloque
Diagnostica construcciones inválidas o no transportables en nombres de fichero. -p comprueba para la mayoría de sistemas POSIX -P comprueba nombres vacíos y "-" de comienzo --portability comprueba para todos los sistemas POSIX (equivalente a -p -P)
: contador inválido al comienzo de
Raíz de Linux (x86-64)
No se ha cambiado la información de finger.
cambiando el propietario de
Copyright (c) 2000-2001 Gunnar Ritter. Todos los derechos reservados.
-h, --no-dereference afecta a cada enlace simbólico en lugar de a los ficheros referidos (solamente es útil en sistemas que pueden cambiar el propietario de un enlace simbólico) -m cambia solamente la fecha de modificación
Descarta bloques no utilizados en un sistema de ficheros montado.
no se ha podido analizar el número de sectores
--until <time> muestra las líneas que hay hasta la hora especificada
-s, --counters imprime contadores individuales dentro de las funciones
-S, --whole-seconds activa WHOLE_SECONDS
segmentos asignadors páginas asignadas d páginas residentes d páginas intercambiadas d rendimiento de la zona de intercambio: d intentos d con éxito
fallo al analizar el tamaño de bloque lógico
Lista de la(s) CPU(s) fuera de línea
-t, --tagged-paragraph establece la sangría de la primera línea diferente de la segunda línea -u, --uniform-spacing pone un espacio entre palabras, dos entre frases -w, --width=ANCHO establece el ancho de línea máximo (por defecto, 75 columnas) -g, --goal=ANCHO objetivo de ancho (default of 93 f width)
El nodo-i se ha marcado como no utilizado, pero se utiliza para el fichero ' '
argumento no válido para --sysroot
argumento de espacio de nombres no válido
falta el fichero de destino después de
: no se puede acceder
permiso denegado para la clave
número de «socket» lógico
fallo al analizar el tamaño
-n, --noheadings no imprime los encabezados de la salida de --list
intervalo de aviso de caducidad de la contraseña
páginas vacías sin memoria asignada
Partición lógica u: no está por completo en la partición u.
obteniendo nuevos permisos de
Cambia la información de finger.
ruid o euid duplicado
hace falta --update-drift para --set o --systohc
El dispositivo está abierto en modo de sólo lectura.
Solapamiento de particiones en el disco.
fallo al crear el enlace simbólico ->
y son el mismo fichero
suprimir las líneas no delimitadas solamente tiene sentido cuando se procesan campos
Se está llamando a settimeofday(NULL, ) para deformar la hora del sistema, definir PCIL y la zona horaria del núcleo.
: no se muestra el directorio ya mostrado
: no se puede ejecutar :
desplazamiento de nodo-i incorrecto
Orden (m para obtener ayuda):
Escribe una permutación aleatoria de las líneas de entrada a la salida estándar.
-Z, --follow-context establece contexto SELinux conforme a --target PID
La unidad de CD puede expulsarse con el botón del dispositivo
-S, --scsi saca información sobre los dispositivos SCSI
se envía la señal al pid
ha fallado la inicialización de los grupos:
--map-group=<gid>|<nombre> asocia el grupo actual al gid (implica --user)
dirección del perfil fuera de rango. ¿Fichero `map' incorrecto?
: ya está activo -- ignorada
Modo de empleo: [OPCIÓN]... NOMBRE TIPO [PRINCIPAL SECUNDARIO]
No se ha podido leer el fichero de transcripción
-p, --pid imprime pids sin enviarles señal
--to-unit=N tamaño de la unidad de salida (en lugar de 1)
ayuda en línea sobre : < >
las opciones solo se permiten durante la instalación del dispositivo de bucle
fallo al analizar --uuids
-r, --repair reparación interactiva
-o, --offset <sector> sector inicial de la zona en que actuar (en sectores de 512 bytes)
no se puede establecer el manejador de señales
La opción --Linux es innecesaria y obsoleta
-c, --compatibility[=<modo>] modo 'dos' o 'nondos' (predeterminado)
--round=MÉTODO el método de redondeo que se utiliza al escalar. MÉTODO puede ser: up, down, from-zero (predeterminado), towards-zero, nearest
-i, --noheadings no imprime encabezados
Fallo irrecuperable en la resolución de nombres
no se puede cambiar la etiqueta por
: fallo al añadir la partición nº
con FILE= , sale con de la orden:
-u, --usage <lista> filtra por "usage" (e.g. -u filesystem,raid)
no se puede restablecer el manejador de señales
Muestra un índice permutado, incluyendo contexto, de las palabras de los ficheros de entrada.
-r, --reset restablece todos los contadores (solo root)
Fallo al analizar el final
Modo de empleo: [OPCIÓN]... [-] [NOMBRE=VALOR]... [ORDEN [ARGUMENTO]...]
Deja fuera las columnas especificadas.
No se ha podido utilizar el indicio de sondeo:
opción incorrecta; no se admite mover un montaje bajo un montaje compartido
campos de montaje opcionales
datos del fichero residente en memoria en páginas
-r impide el carácter de escape de la consola
El núcleo todavía usa las particiones antiguas. La nueva tabla se usará en el próximo reinicio.
fallo al analizar la lista de CPUs:
tiene iniciada una sesión más de una vez; escribiendo en
cuando se leen nombres de ficheros de la entrada estándar, no se permite un nombre de fichero de
-p <indic.> especifica el indicador
atención: el número de línea es el mismo que el anterior
ioctl( , RTC_EPOCH_SET, u) para fue bien.
-w, --wd=<dir> cambia el directorio de trabajo a <dir>
cambiar los indicadores de arranque no puede hacerse para GPT/MBR híbrido
: read ha fallado
la opción --tag sólo tiene sentido cuando se verifican sumas de comprobación
sufijo inválido en la entrada :
Niveles de «log» disponibles (prioridades):
--reload recarga los indicadores en las instancias de agetty en ejecución
Fallo al analizar la dirección de final
atención: resumir entra en conflicto con --max-depth= u
cuando se traduce, las únicas clases de caracteres que pueden aparecer en cadena2 son 'upper' y 'lower'
generando una ruta relativa
la clave u es numérica y abarca varios campos
el nodo-i raíz no es un directorio
Ya se están usando todas las particiones.
valor de cabezas no válido
-i, --insert-range inserta un hueco en el rango, desplazando los datos existentes
fallo al poner la cabecera del script
no se ha podido modificar el entorno
: se alterna la bandeja
-r, --references el primer campo de la línea es una referencia -t, --typeset-mode - no implementado - -w, --width=NÚMERO anchura de la salida en columnas, excluyendo referencias
--esperando-- (paso )
-O, --output <lista> COLUMNAS que se mostrarán (ver abajo)
destino indefinido (fs_file)
-r, --reset reinicia todos los dispositivos especificados
error: ¿No se ha especificado dónde configurar el espacio de intercambio?
fecha del último cambio de contraseña
fichero especial de caracteres
la línea de entrada es demasiado larga
la cadena de formato no debe especificarse cuando se muestran cadenas de la misma anchura
no se ha encontrado ningún dispositivo zram libre
print muestra la tabla de particiones
El tamaño de página especificado por el usuario es incorrecto
ancho de línea inválido:
Expresión regular precedente inválida
-B, --log-io <fichero> fichero de anotación de entrada y salida estándar de script
modo de borrado no implementado
[opciones] [<programa> [<argumento>...]]
el argumento del tamaño no es válido
opción de contador de líneas - ... demasiado grande
error al analizar el límite de
no se puede abrir para lectura
entra en el sector de arranca principal (MBR) de protección o híbrido
: dispoisitivo de disco: (el dispositivo de disco se utilizará para expulsar)
-o, --oddparity establece paridad impar
Modo de empleo: [OPCIÓN]... [FICHERO]... o bien: [OPCIÓN]... --files0-from=F
-Q, --quiet-output sin la salida normal
Error de escritura: bloque incorrecto en el fichero ' '
fallo al leer la alarma rtc
palabra clave desconocida en el argumento de -u <lista>: ' '
--to=UNIDAD autoescala los números de salida a UNIDADes; véase UNIDAD más abajo
tamaño del fichero
el uso de --verbose, --debug está obsoleto.
-X, --read-implies-exec activa READ_IMPLIES_EXEC
no se puede determinar el nombre del `host'
argumento de divisor no válido
: no montado
Pulse Enter para iniciar sesión
El fichero con la secuencia de inicio se ha cargado correctamente.
cerrando la tubería de entrada
-b, --sector-size <tamaño> tamaño de sector físico y lógico
No se ha podido cambiar el tamaño de la partición nº u.
no se puede establecer el estado de `nice'
Options: -a, --all-tasks actúa sobre todas las tareas (hilos) de un determinado pid -p, --pid actúa sobre un determinado pid que existe -c, --cpu-list muestra y especifica las cpus en formato de lista
No se ha podido desactivar : no corresponde la zona
argumento inválido ' '
-s, --signal=SEÑAL, -SEÑAL especifica el nombre o ek número de la señal que se enviará -l, --list lista los nombres de las señales, o convierte nombres de señales en números o viceversa -t, --table muestra una tabla de información sobre señales
Puede estar seguido de M (MiB), G (GiB), T (TiB) o S (sectores).
-q, --quiet, --silent no muestra las cabeceras con el nombre del fichero -v, --verbose muestra siempre las cabeceras con el nombre del fichero
no comprobar origen (pseudo/net)
h Imprime esta pantalla
-d, --dig-holes detecta ceros y los reemplaza por huecos
no se puede resolver ' '
Nombres <iflag> conocidos:
Informa al núcleo del nuevo tamaño de una partición.
: no se puede sondear el dispositivo
límite de memoria utilizada para almacenar datos comprimidos
las opciones --pid y ORDEN son mutuamente excluyentes
número total de bytes incorrecto para el carácter de conversión
cfdisk es un programa de particiones de disco basado en curses.
Sistema de ficheros de QNX6
: carácter no váldo 0x en el nombre de inicio de seisión
argumento de coma flotante inválido:
fallo al conservar la fecha de
Primera zona de datos= d ( d)
El límite u ha sido excedido por la longitud u del componente de nombre de fichero
El dispositivo contiene firma ' ' y se borrará mediante una orden de escritura. Véase la página de manual de fdisk(8) y la opción --wipe para más información.
Se está utilizando todo el espacio para particiones primarias.
-s, --system-accs muestra las cuentas del sistema
-p, --pid interpreta los argumentos como ID de proceso (opción predeterminada)
: no se puede escribir la tabla de zonas
etiqueta ' ' demasiado larga
La suma de verificación de la entrada de la partición no es válida
( ) util_clamp: mín: máx:
modo de suspensión: ; suspendiendo el sistema
-p, --office-phone <teléfono> número de teléfono de la oficina
Pruebe ' ./ ' para borrar el fichero .
No se tiene en cuenta la partición extendida adicional u
las opciones --monotonic y --boottime requieren que se deje de compartir un espacio de nombres de hora (-t)
Las siguientes teclas son órdenes interactivas válidas:
obtiene el tamaño mínimo de E/S
Datos LDM de Microsoft
fallo al convertir la hora
Copia la entrada estándar a cada FICHERO, y también a salida estándar. -a, --append añade a los FICHEROs dados, no los sobreescribe -i, --ignore-interrupts no hace caso a las señales de interrupción
-a, --all todo (opción predeterminada)
-d, delimiters=LISTA usa los caracteres indicados en LISTA en lugar de tabuladores -s, --serial usa un fichero cada vez, en lugar de hacerlo en paralelo
-R, --reset-on-fork establece la opción reset-on-fork
Corrige el orden de las particiones
fallo al obtener la política del pid
no se puede obtener el GID efectivo
argumento de mes no válido
no se puede combinar block y unblock
fallo al obtener el contexto de creación de ficheros predeterminado a
Modo de pruebas: no se cambió nada.
-L, --color[=<modo>] interpreta los especificadores de formato de color
--quiet-unsupported suprime los mensajes de errores si no se admite recorte
Nombre de usuario o UID del propietario
no es punto de montaje o la opción es incorrecta
debe especificar una opción para el modo de búfer
: no se puede saltar al desplazamiento especificado
número de operaciones de compresión concurrentes
Número o nombre de señal no válido:
semáforos asignados =
no se puede crear el enlace duro a
Final de rango inválido
Escrito por , , , y .
--vfs-all imprime todas las opciones VFS
el origen de montaje no vinculado es un directorio o un fichero normal
-q, --print-irq <on|off> muestra la configuración de irq actual
nodo de memoria numa
Raíz de Linux (IA-64)
Fallo al corregir el orden de las particiones
--lastlog <ruta> establece una ruta alternativa para lastlog
la opción --status sólo tiene sentido cuando se verifican sumas de comprobación
Modo de empleo: [OPCIÓN]... ÚLTIMO o bien: [OPCIÓN]... PRIMERO ÚLTIMO o bien: [OPCIÓN]... PRIMERO INCREMENTO ÚLTIMO
-p [--match-tag <etiqueta>] [--offset <desplazamiento>] [--size <tamaño>] [--output <formato>] <dev> ...
La tabla GPT de respaldo no está al final del dispositivo. Este problema ser corregirá al escribir.
alias de espacio de nombres desconocido: ' '
se ha especificado el destino más de una vez
demasiados argumentos proporcionados
-e, --evenparity establece paridad par
: error al borrar la partición
clase de prioridad desconocida
%1$s [opciones] -p pid %1$s [opciones] -n número -p pid %1$s [opciones] -n número [--] orden [args...]]
Se ha detectado una etiqueta de disco sun con una vtoc.nparts incorrecta [ ].
No se puede escribir la tabla de nodos-i
--move-data[=<transcripc>] mueve los datos de la partición después de la recolocación (requiere -N)
uso duplicado de una opción
CPU MHz mín.:
--blank[=0-60|force|poke] establece el tiempo de inactividad que precederá al oscurecimiento de la pantalla
Script aplicado correctamente.
Pagina o encolumna FICHERO(s) para su impresión.
-p, --pid[=<fichero>] introduce el espacio de nombres de pid
Se ha cambiado el tipo de partición u.
¿Está seguro de que desea continuar?
no se han podido añadir los datos de salida
Expulsión de CD-ROM no admitida
: fichero truncado
-i, --inodes <número> número de nodos-i para el sistema de ficheros
-b, --backup hace copia de respaldo de los sectores de la tabla de particiones (véase -O)
--part-label <dispo> <part> [<texto>] imprime o modifica la etiqueta de la partición
Nuevo límite para el pid :
no se ha podido sondear el dispositivo
-j, --associated <fichero> enumera todos los dispositivos asociados con <fichero>
no se ha podido crear un fichero de respaldo; $HOME queda sin definir
el límite de columnas debe ser mayor que cero
IDs de grupos suplementarios
parámetros actuales de tiempo de ejecución/plazo de vencimiento/periodo del pid : u/ u/ u
fallo al analizar mm_stat
Sin FICHERO, o cuando FICHERO es -, lee la entrada estándar.
tipo de cadena inválido
-d, --direction <palabra> dirección de búsqueda, 'forward' (hacia adelante) o 'backward' (hacia atrás)
tamaño de la zona de intercambio
máximas líneas de entrada ( ) sobrepasadas
Por omisión, rm no borra directorios. Utilice la opción --recursive (-r o -R) para borrar también cada directorio listado, junto con todo su contenido.
error en la búsqueda de la expresión regular
fallo de escritura de lastlog
Los procesos que están en un estado de sueño no interrumpible también contribuyen a la carga del sistema.
Error al analizar su UUID.
'-' inicial en un componente del nombre de fichero
fallo al analizar el principio
es peligroso operar recursivamente sobre
-o, --output=FICHERO escribe el resultado en FICHERO, en lugar de la salida estándar -s, --stable estabiliza la ordenación desactivando la comparación de último recurso -S, --buffer-size=TAMAÑO utiliza TAMAÑO para el búfer de memoria principal
obtiene el tamaño del bloque lógico (sector)
: no se ha podido obtener información sobre el «watchdog»
imprime los datos en bruto de la etiqueta de disco del dispositivo
: identificador de proceso inválido
se debe especificar -c, -t, -u, -l, -r, o contexto
-d, --disable desactiva la memoria
-z, --zero-range pone a cero y asegura la reserva de un rango
--nobanner solamente está disponible para root
/usr de Solaris y ZFS de Apple
Permite crear, suprimir y modificar particiones en dispositivo de bloques.
-s, --getsz muestra el tamaño del dispositivo en sectores de 512 bytes [EN DESUSO]
YEPA: bloque "comprimido" a > 2*longituddelbloque ( d)
error al inspeccionar dispositivos de bucle
cero ficheros
-r, --raw utiliza el formato de salida en bruto
-n, --lines <número> número de líneas por pantalla completa
El tiempo de CPU expiró
el enlace simbólico tiene tamaño cero
número máx. de ficheros abiertos
Opciones de prueba de bajo nivel:
contenedor para particiones lógicas
Introduce mensajes en el registro del sistema.
: no es un dispositivo que se pueda conectar en caliente
: fallo al obtener el número de partición
: se requiere un '}' después del número de repeticiones
--no-tell-kernel no informar de cambios al núcleo
-t, --time <ms> tiempo de espera del controlador en segundos
+ TOKEN interpreta TOKEN como una cadena, incluso si es una palabra clave como 'match' o un operador como '/' ( EXPRESIÓN ) valor de EXPRESIÓN
Está editando la tabla de particiones ' ' anidadas; la tabla de la partición primaria es ' '.
valor de semana no permitido: utilice 1-54
el argumento util_min no es válido
-c, --set-capacity <dispbucle>cambia el tamaño del dispositivo
Los fifos no tienen números de dispositivo principal y secundario.
El tipo de partición u no se cambia.
inicio de sesión por contraseña desactivado
Se procede a alinear el primer sector desde hasta para estar en el límite de un cilindro.
--one-file-system cuando se borra una jerarquía recursivamente, salta cualquier directorio que esté en un sistema de ficheros distinto de aquel que corresponde con el argumento de la línea de órdenes
El temporizador virtual expiró
¡No hay ninguna partición definida!
Para IRIX se recomienda que la partición 11 abarque el disco completo.
: directorio incorrecto: '.' no es el primero
funciones pseudoaleatorias de libc
origen inalcanzable necesario durante el arranque: =
-o, --options <cadenaopciones> opciones cortas para reconocer
: Arquitectura no reconocida
no se ha podido obtener :
plantilla inválida, ; con --tmpdir, no puede ser absoluta
el sistema de ficheros tiene características no soportadas
-u, --userspace muestra los mensajes del espacio d usuario
-p rellena bytes para código de arranque
falló el movimiento entre distintos dispositivos: de a ; no se puede borrar el objetivo
-S, --size <tamaño> sobreescribe el tamaño del dispositivo
número de conjuntos en la caché; las líneas de un conjunto tienen el mismo índice de caché
-S, --suffix=SUFIJO reemplaza el sufijo de respaldo habitual -t, --target-directory=DIRECTORIO especifica el DIRECTORIO en el que se crearán los enlaces -T, --no-target-directory trata siempre NOMBRE_DEL_ENLACE como un fichero normal -v, --verbose imprime el nombre de cada fichero antes de crear el enlace
no se puede obtener el directorio actual
-e no se detiene al final del fichero
no se ha especificado ninguna operación de reubicación
la representación local de la fecha (p. ej., 31/12/99) la representación local de la hora (p. ej. 23:13:48) los últimos dos dígitos del año (00..99) el año
Saltando fichero que ya existe: ` '
-i, --ipc[=<fichero>] deja de compartir el espacio de nombres del System V IPC
: hay demasiados bloques incorrectos
Entrando en la etiqueta BSD anidada de disco.
No se ha podido transformar la estructura del disco en el script.
las opciones --compare (-C) y --strip son mutuamente excluyentes
permisos del nodo del dispositivo
La orden de expulsión del CD-ROM ha fallado
valor de retardo no válido
muestra la etiqueta del disco completa
Id de la cola de mensajes:
fallo al establecer el contexto de seguridad de
Sólo se da soporte a bloques o zonas de 1k
-C, --canonical salida hexa+ASCII canónica
raw : vinculado al núm. mayor , núm. menor
las opciones --setgroups=allow y --map-group son mutuamente excluyentes
No se pueden escribir nodos-i
Iniciando la sesión con directorio de inicio = "/".
no se puede saltar a un punto que está más allá de la entrada combinada
error: el área de intercambio debe tener como mínimo d KiB
se ha montado el sistema de ficheros, pero no se ha podido actualizar la tabla de montaje del espacio de usuario
fallo al establecer los atributos del terminal:
-s, --symlink actúa sobre el objetivo de los enlaces simbólicos
Porcentaje de uso actual
: montado en
: los indicadores de propagación han cambiado.
error: fallo de uname
--nr y <partición> son mutuamente excluyentes
-t, --time muestra las horas de conexión, desconexión y cambio
-T, --log-timing <fichero> anota la información de tiempos en un fichero
modifica los datos de la unidad
nivel desconocido ' '
Problemas al leer terminfo
fallo al crear la memoria compartida
El dispositivo contiene un MBR híbrido -- solamente se escribe en GPT.
Memoria total en línea:
atención: se descarta --retry; --retry solamente es útil cuando se sigue
no se ha podido impedir el otorgamiento de nuevos privilegios
: no se ha podido leer la tabla de particiones
-l, --badblocks <fich.> enumara los blocques incorrectos del fichero
no se puede obtener el tamaño de
-2, --half-lines imprime todas las medias líneas
-t, --terminate <carácter> define el carácter de finalización de cadena
fallo al crear la cola de mensajes
No se puede obtener el contexto de
Nueva línea extraña en el fichero. Salir.
no se permiten dispositivos de bloque en el sistema de ficheros
--mount-proc[=<dir>] monta primero el sistema de ficheros proc (implica --mount)
La CPU ya está desconfigurada
...Saltando al fichero
Número total de semáforos
-n, --newline muestra cada bloque de información en una línea distinta
Desplazamiento incorrecto en particiones extendidas primarias.
Reservado para Solaris 1
Introduzca el bit específico de GUID
fallo al asignar el manejador de pty
Deja fuera avances de línea inversos en la entrada estándar.
none no se autoescala; los sufijos provocan un error
: la opción requiere un argumento -- ' '
-d, --discard[=<política>] activa los descartes de intercambio, si lo admite el dispositivo
fallo al canonicalizar
Herramienta para mostrar información sobre sobre las interrupciones del núcleo.
-x, --verify verifica el contenido de la tabla de montajes (lo predeterminado es fstab)
puntuación OOM actual del pid :
usar para denotar la entrada estándar no funciona en el modo de sistema de ficheros
Si no se especifica ningún FICHERO, se utiliza . Habitualmente, FICHERO es . Si se dan ARG1 y ARG2, se supone -m: habitualmente 'am i' o 'mom likes'.
--kill-chars <cadena> caracteres de terminación adicionales
Flecha abajo Desplaza el cursor a la partición siguiente
el origen no es un dispositivo de bloques
El primer sector GPT utilizable es u, pero se ha solicitado u.
Renombra ORIGEN a DESTINO, o mueve ORIGEN(es) a DIRECTORIO.
no se ha podido leer el valor de ajuste de puntuación OOM
no tiene sentido ajustar keep_caps
No se ha podido leer
No hay ninguna dirección asociada con el nombre del `host'
código de salida no válido
direcciones de comienzo y de fin del rango de memoria
se descartan los datos a cero
-t necesita una pareja NOMBRE=valor
no se puede cambiar el directorio a ' '
--inversescreen on|off invierte los colores de la pantalla entera
fecha del último inicio de sesión fallido
: u: línea inválida; falta el segundo elemento
Tenga en cuenta que no se comprueba la existencia del fichero de inicio. El valor predeterminado de SGI es "/unix" y para la copia de seguridad "/unix.save".
contraseña definida, pero está bloqueada
error en el argumento: brillante no está admitido
ID del espacio de nombres tal y como se usa en el subsistema de red
-w, --width <num> especifica el ancho de la salida en número de caracteres
: se descarta línea incorrecta en /etc/fstab: remontaje con número de paso de fsck distinto de cero
--regtabs[=1-160] fija un intervalo de tabulación
fallo al crear el enlace simbólico
-p, --task <pid> imprime los espacios de nombres del proceso
: los nuevos permisos son , no
-q, --quiet suprime los mensajes de error 'no montado'
-t, --time <tiempo_t> tiempo que falta para despertar
--pdeathsig keep|clear|<nomseñal> establece o retira la señal de muerte del padre
Campo s_firstdatazone incorrecto en superbloque
modo de suspensión: desactivar; desactivando alarma
Establece otro sistema de ficheros como raíz del árbol de montaje.
argumento de línea demasiado largo
-o, --two-bytes-octal salida en octales de dos bytes
-f, --flush ejecuta flush después de cada escritura
El comienzo de la partición no llega al «FirstUsableLBA».
no es una cadena hexadecimal válida
error interno: demasiados iov
no hay entrada desde
los segundos (00..60) un tabulador horizontal la hora, lo mismo que : : día de la semana (1..7); 1 representa lunes
demasiados nodos-i; el máximo es 512
no se han podido establecer los bits de seguridad del proceso
conmuta los bits específicos de GUID
Modo de empleo: [OPCIÓN]... CONTEXTO FICHERO... o bien: [OPCIÓN]... [-u USUARIO] [-r ROL] [-l RANGO] [-t TIPO] FICHERO... o bien: [OPCIÓN]... --reference=FICHERO-R FICHERO...
no se puede forzar el no ponerse en blanco
-o, --output-separator <cadena> separador de columnas para la salida de las tablas (el predeterminado es dos espacios)
-o, --output[=<lista>] define las columnas de la salida
atención: la estimación del tamaño requerido (cota superior) es ldMB, pero el tamaño máximo de la imagen es MB. Podría abortarse prematuramente.
fallo al analizar el número de nodos-i
tamaño del sistema de ficheros disponible
-U, --uniq descarta los sistemas de ficheros con destino duplicado
atención: resumir es lo mismo que usar --max-depth=0
-u, --unfreeze descongela el sistema de ficheros
fallo al crear el contexto de seguridad:
se descarta el ancho inválido de la variable de entorno COLUMNS:
Potencia incorrecta/fallo de potencia
: gid desconocido
formato de numeración de líneas inválido:
no se ha podido añadir la línea a la salida
no se ha procesado ningún sistema de ficheros
Error desconocido en el fichero
fallo al crear el enlace duro
: ¿sobreescribir ? (s/n)
: iotcl BLKREPORTZONE ha fallado
--init-groups inicializa los grupos suplementarios
Comprobaciones de integridad LBA de la cabecera primaria no válidas
argumento de anchura de salida no válido
periodo en días de dump(8) [solo fstab]
: ioctl BLKZEROOUT ha fallado
el gid efectivo no concuerda con el grupo de
- +FORMATO (p. ej., + : ) para un formato en estilo 'date'
-N, --name nombre genera uuid basado en «hash» a partir de este nombre
-m, --mount[=<fichero>] introduce el espacio de nombres del montaje
error: está montado; no se creará el espacio de intercambio
" " no es ejecutable
: se han especificado varias señales
el desmontaje de ` ' ha fallado
Esta utilizando conbtraseñas ocultas en este sistema.
fallo al analizar el número de bloques
Ctrl-D igual que 'quit'
Fin de los nodos-i: , fin de los datos:
EOF inesperado en el fichero
no se puede al mismo tiempo resumir y mostrar todas las entradas
el algoritmo de compresión seleccionado
dsync utiliza E/S sincronizada para los datos
Muestra la fecha/hora actual, el lapso de tiempo que el sistema lleva arriba, el número de usuarios en el sistema, y el número medio de trabajos en la cola de ejecución en los últimos 1, 5 y 15 minutos.
error interno: columna desconocida
: no se puede rebobinar
: fin de fichero
-d, --debug imprime mensajes detallados en stderr
error al obtener el límite antiguo
fallo al analizar pid
no se ha especificado ningún dispositivo de disco
el núcleo no está configurado para colas de mensajes
el formato tiene demasiadas directivas %%
Ejemplos: f - g Muestra los contenidos de f, luego la entrada estándar, luego los contenidos de g. Copia la entrada estándar en la salida estándar.
Configura una zona de intercambio de Linux.
<tipo> tipo de la partición, GUID o GPT, hexadecimal para el registro de arranque principal (MBR)
El propietario no cambia si se omite. El grupo no cambia si se omite, pero cambia al grupo de login si se indica implícitamente con ':' después del PROPIETARIO simbólico. PROPIETARIO y GRUPO pueden ser numéricos o simbólicos.
Excepto por -h y -L, todas las operaciones de test relacionadas con FICHEROs siguen los enlaces simbólicos. Tenga en cuenta que los paréntesis deben ser precedidos por caracteres de escape (p.e. barras invertidas) para los shells. ENTERO también puede ser -l CADENA, que evalúa la longitud de la CADENA.
-c, --offline imprime solo las CPUs fuera de línea
OSD cifrado de Ceph
Interrumpido por una señal
valor de relleno inválido
fallo al analizar egid
El sistema de ficheros en contiene elementos extraños; debe comprobarse.
fallo al obtener el contexto de seguridad de
Entrando el la etiqueta de disco del sector de arranque principal (MBR) de protección o híbrido.
Id de la memoria compartida:
La partición extendida no existe. Fallo al añadir partición lógica.
Error al crear etiqueta de disco ' '
no se puede mover a
no se puede combinar la señal con -l o -t
Journal cifrado de Ceph
Sin ninguna opción, produce un resultado en tres columnas. La columna uno contiene las líneas únicas al FICHERO1, la columna dos contiene las líneas únicas al FICHERO2, y la columna tres contiene las líneas comunes a ambos ficheros.
no se puede sobreescribir un directorio con un no directorio: ->
Ejemplos: -12 fichero1 fichero2 Muestra solamente las líneas en fichero1 y fichero2 -3 fichero1 fichero2 Muestra las líneas de fichero1 que no están en fichero2, y viceversa.
No sea ha podido disparar la repetición de la exploración de las CPUs
-l, --limits muestra los límites de recursos
Formatos válidos para sistemas de ficheros: bloques libres disponibles para el no superusuario total de bloques de datos en el sistema de ficheros total de nodos de ficheros en el sistema de ficheros nodos de ficheros libres en el sistema de ficheros bloques libres en el sistema de ficheros
Con --noadjfile, debe especificarse o bien --utc o bien --localtime
PID del creador
-T, --time[=<fichero>] deja de compartir el espacio de nombres de la hora
-s, --sysroot <dir> utiliza como raíz del sistema el directorio especificado
: firma encontrada [tamaño de página= , firma= ]
Id de grupo duplementario no válido
no cambia el propietario de
-n, --dry-run hace todo excepto recortar
conmuta el indicador de iniciable
-O, --table-order <columnas> especifica el orden de las columnas de salida
Seleccione el tipo de partición
las opciones --[shell,fast,command,session-command,login] y --user son mutuamente excluyentes
--reuid <uid|usuario> establece el uid real y efectivo
Datos básicos de Microsoft
: fallo al analizar
-u, --units[=<unidad>] muestra las unidades: 'cylinders' (cilindros) o 'sectors' (sectores) (predeterminada)
no se ha encontrado ningún medio en
fallo al asignar el manejador del script
ruta del fichero bloqueado
no se pueden cambiar los permisos de
/dev/ : vhangup() ha fallado:
-s ordena las entradas del directorio (opción antigua, ignorada)
Ejecuta un programa en una nueva sesión.
fdatasync falló para
fallo al crear tubería
: demasiadas líneas de suma de comprobación
subsistema de impresora de líneas
PID del proceso que está bloqueando el bloqueo
: fallo al congelar
la option '-r' solamente es aplicable a comparaciones de último recurso
-c, --content compara solo contenido de ficheros, igual que -pot
-n, --length <largo> interpreta solamente tantos bytes de largo de entrada
Flecha derecha Desplaza el cursor a la opción de menú siguiente
fichero especial de caracteres multiplexado
Escribe la tabla de particiones en el disco (puede destruirse información)
no se ha podido abrir el directorio
-v, --no-squeezing saca líneas idénticas
--euid <uid|usuario> establece el uid efectivo
el número de bytes no es válido
fallo al leer el «buffer» del núcleo
Tamaño máx. predeterminado de cola (bytes)
-f, --format-file <fich> fichero que contiene cadenas de formato
-F, --no-fork no crea otro proceso antes de ejecutar <programa>
la lista de dispositivos excluidos es demasiado grande (el límite es de dispositivos)
no se ha podido establecer el espacio de nombres del destino a
el usuario " " no existe.
Error de ioctl( , RTC_UIE_ON, 0) de
crea una nueva tabla de particiones SGI (IRIX) vacía
no hay suficiente espacio para la imagen ROM (asignado ld, usado u)
desbordamiento del número de página
W Escribe la tabla de particiones en el disco (W debe teclearse en mayúsculas).
-C, --nocanonicalize no canoniza al comparar rutas
NOTA: su shell puede tener su propia versión de , que usualmente tiene prioridad sobre la versión que se describe aquí. Por favor acuda a la documentación de su shell para saber los detalles sobre las opciones que admite.
condición normal pero significativa
No se podido obtener la señal de muerte del padre
Error interno; contacte con el desarrollador.
-p, --present <time> muestra quiénes estaban presentes a la hora especificada
No se puede crear un fichero temporal
Fallo al añadir al sistema la partición u
no es un punto de montaje
longitud de la cadena mágica
login.defs prohibe configurar
No se puede asignar búfer para la tabla de zona
el dispositivo especial no existe
wait: ¿¡¿no queda ningún proceso hijo?!?
el sistema de ficheros raíz antiguo no es un initramfs
--part-type <dispo> <part> [<tipo>] imprime o modifica el tipo de la partición
atención: : la partición no se ha definido todavía
acción detectada por --poll
No hay nada que hacer. El orden ya es correcto.
No se ha modificado el fichero de inicio.
las opciones y son mutuamente excluyentes
Gestiona los bloqueos de ficheros desde programas de «shell».
Datos de directorios: d bytes
Reproduce los ficheros de transcripción del terminal, utilizando la información temporal
Arranque de Linux extendida
atributo de bit GPT no soportado: ' '
-q, --quiet modo silencioso - no imprime nada --nofollow no sigue enlace simbólico -d, --fs-devno imprime número de dispositivo mayor:menor del sistema de ficheros -x, --devno imprime número de dispositivo mayor:menor del dispositivo de bloques
tipo de tabla de particiones (dos, gpt, ...)
demasiados especificadores de conversión % n el sufijo
Copia ORIGEN a DESTINO, o varios ORIGEN(es) a DIRECTORIO.
, tamaño límite u
desbordamiento al extender el tamaño del fichero
El disco no contiene una cabecera de respaldo válida.
Sale con un estado de saldia que indica éxito.
más allá de primera línea
se ha desmontado el sistema de ficheros, pero no se ha podido actualizar la tabla de montaje del espacio de usuario
[opciones] [-t <tipo>] [opciones-sisf] <dispositivo> [<tamaño>]
argumento -- inválido
--notruncate no trunca la salida
--extract[=<dir>] comprueba descompresión, opcionalmente extrayendo en <dir>
tamaño legible
Muestra información sobre la arquitectura de la CPU.
dispositivo conectable y desconectable en caliente (usb, pcmcia, ...)
lista de grupos inválida
-T, --time[=<fichero>] introduce el espacio de nombres de la hora
-n, --no-verify desactiva la verificación posterior al formato
: no se ha podido establecer el número de flujos
Partición u: vacía.
Orden avanzada (m para obtener ayuda):
formato de tiempo desconocido:
-a, --all monta todos los sistemas de ficheros mencionados en fstab -c, --no-canonicalize no canoniza las rutas -f, --fake hace una prueba; no realiza la llamada al sistema mount(2) -F, --fork se desdobla para cada dispositivo (utilícese con -a) -T, --fstab <path> fichero alternativo a /etc/fstab
argumento no válido - from
saltando el fichero , ya que fue reemplazado mientras se copiaba
PID del último usuario
-z, --zeroout rellena con ceros en lugar de descartar
$TERM no está definido.
destino inalcanzable necesario durante el arranque:
Introduczca el nuevo UUID del disco (en formato 8-4-4-4-12)
tamaño mín. seg.
-o, --output <fichero> escribe en fichero en lugar de la salida estándar
Vuelca los ficheros UTMP y WTMP en formato en bruto.
argumento de longitud no válido
-L, --label <etiqueta> especifica una nueva etiqueta -U, --uuid <uuid> especifica un nuevo uuid
-l, --level <lista> restringe la salida a los niveles definidos
Número mágico incorrecto en el superbloque
La suma de verificación CRC de la cabecera primaria no es válida
fallo al añadir la opción ' '
-<número> cuántas líneas mostrar
-q, --count todos los nombres de entrada y número de usuarios conectados -r, --runlevel muestra el `runlevel' actual -s, --short muestra sólo el nombre, línea y tiempo (predeterminado) -t, --time muestra el último cambio en el reloj del sistema
Modo de empleo: [OPCIÓN] DURACIÓN ORDEN [ARG]... o bien: [OPCIÓN]
<tamaño> y <desplazamiento>
atención: se saltaron ficheros debido a errores.
se ha desmontado el sistema de ficheros, pero ha fallado la vuelta al espacio de nombres
-I, --init-string <cadena> establece la cadena de inicio
Núcleo(s) por «cluster»:
no se puede establecer no bloqueante
-p, --force-prefix fuerza salida de sello de tiempo en cada línea de mensajes multilínea
el nodo-i del directorio tiene desplazamiento cero y un tamaño distinto de cero:
Si no se especifica ninguna opción, se supone -P.
-A, --fstab recorta los sistemas de ficheros de /etc/fstab
no se puede configurar la opción para «socket» de UNIX
: ¿reemplazar ? (s/n)
Espacio no utilizado - sectores - .
la función iconv no está disponible
: ( u bytes) convertidos en huecos libres.
Señal definida por el usuario 1
muestra los datos en bruto del primer sector del dispositivo
-q, --query establece modo de consulta
-p, --pid <ruta> ruta del fichero pid
el límite blando no puede superar al límite duro
no es un `tty'
Ejecuta ORDEN con un valor ajustado de `nice', lo cual afecta a la prioridad de ejecución. Si no hay ORDEN, muestra el valor de `nice' actual. El rango de valores de `nice' abarca desde (más favorable al proceso) hasta (menos favorable al proceso).
El indicador de iniciable de la partición u ahora está desactivado.
tabla de dispositivos montados completa
la opción -l puede utilizarse con un solo dispositivo -- ignorar
Un simple - implica -i. Si no hay ORDEN, muestra el entorno resultante.
: se esperaba un número entero después del delimitador
Se ha calculado un factor de deriva del reloj de segundos/día. Es demasiado. Se pone a cero.
se está utilizando el dispositivo predeterminado ` '
no se ha podido analizar la opción de prioridad del área de intercambio
-x, --posix utiliza posix_fallocate(3) en vez de fallocate(2)
No se ajusta el factor de desfase porque no se ha utilizado la opción --update-drift.
: bloques incorrectos antes del área de datos: no se puede crear el sistema de ficheros
Script iniciado en [
conmuta el indicador de partición necesaria
lista de afinidad actual del pid :
FAT16 oculta <32M
no se puede esperar en el intérprete de órdenes de su
grouping no tiene ningún efecto en este local
método de cifrado de contraseña
Se ha corregido el orden de las particiones.
-v, --verbose dice qué opciones se están activando
Formato de la dirección de final no válido:
se requiere la opción --table-columns para --json
fallo al crear el directorio a través de la plantilla
, el fichero de anotación de salida es ' '
-H, --hint <valor> establece indicio para la función de sondeo
Longitud inesperada de la respuesta del servidor
-o, --offset <num> desplazamiento para borrar, en bytes
la etiqueta es demasiado larga. Se trunca a ' '

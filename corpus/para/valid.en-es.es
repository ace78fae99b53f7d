nombre de usuario completo
FAT32 de W95 oculta
escritura del mismo máximo de btyes
Se ha creado una nueva etiqueta de disco Sun
: desplazamiento imposible
--list enumera las arquitecturas configurables y termina
Este sistema no permite configurar el modo de distribución de las CPUs
-x, --system muestra las entradas de paradas del sistema y los cambios de nivel de ejecución
no es un dispositivo de bloques y ¿stat falla?
no se ha podido analizar el número de líneas por página
%1$s [-qd] /ruta/a/directorio %1$s -x /dev/dispositivo
fallo al descartar el caché para:
--msglevel <0-8> nivel de «log» de la consola del núcleo
--selinux-label <etiq.> establece la etiqueta SELinux
Fallo al analizar la dirección de comienzo
cambiar los indicadores de arranque solo puede hacerse para MBR o PMBR
El dispositivo ' ' no es un dispositivo de caracteres
) o \) desemparejado
número mayor:menor del dispositivo de bucle
ATENCIÓN: no se tendrá en cuenta --preserve-context; este núcleo no tiene SELinux activado
: : el dispositivo ya está bloqueado, esperando obtener bloqueo ...
origen indefinido (fs_spec)
Disco cifrado de Ceph creándose
escribe la tabla en el disco y sale
número de líneas de caché física por caché t
-m, --uncleared activa modo de avisos no borrados
Modo de empleo: [-F DISPOSITIVO | --file=DISPOSITIVO] [OPCIONES]... o bien: [-F DISPOSITIVO | --file=DISPOSITIVO] [-a|--all] o bien: [-F DISPOSITIVO | --file=DISPOSITIVO] [-g|--save]
tipo de cadena inválido ; este sistema no posee el tipo de entero de u bytes
número de núcleo lógico
--color[=<cuándo>] colorea los mensajes ( , o )
Muestra el estado del fichero o del sistema de ficheros.
: no se puede desplazar a la posición relativa al final
Información SGI creada en el segundo sector.
Bloqueo de mayúsculas activado
no se ha especificado ningún fichero de anotación de datos
Desplazamiento de alineación: u bytes
demasiados dispositivos
la anotación de múltiples flujos es mutuamente excluyente con el formato 'clásico'
Modo de empleo: [OPCIÓN]... [USUARIO]...
¿quién es usted?
shell desconocido tras argumento -s o --shell
con --parents, el destino debe ser un directorio
--reference=FICH_R utiliza el contexto de seguridad de FICH_R en lugar de especificar un valor de CONTEXTO
Configura el tiempo límite (en segundos)
QNX4.x segunda parte
no se puede obtener la lista de tareas
Modo de empleo: [columnainicial] [columnafinal]]
-c, --ctty establece como terminal de control el actual
-T, --target <ruta> ruta al sistema de ficheros que se usará
<tamaño> y <desplaz>
-H, --human salida legible para humanos
: no se ihan podido establecer los atributos del terminal:
: el estado es , lo cual nunca debería suceder.
no se han especificado ni el argumento ni los indicadores de de la personalidad
no se ha podido hacer fstat:
opción incorrecta; para varios sistemas de ficheros (v.g. nfs, cifs) podría ser necesario un programa auxiliar /sbin/mount.<tipo>
política actual de planificación del pid :
-x, --sort <columna> ordena la salida por <columna>
la numeración empieza por 5
identificador de almacenamiento único
-f, --find encuentra el primer dispositivo no utilizado
fallo al configurar la política del pid
atención: seguir la entrada estándar indefinidamente no es efectivo
fallo al montar moviendo a /
: la partición nº no existe
atención: los tamaños de los ficheros se truncan a uMB (menos 1 byte).
Modo de empleo: [argumentos de la línea de órdenes que se descartan] o bien: OPCIÓN
fallo al analizar la lista de --table-wrap
fallo al analizar la longitud máxima de los nombres de fichero
-D, --no-part-details no imprime información de la tabla de particiones
Entradas de respaldo GPT
fullblock acumula bloques llenos de entrada (solamente iflag)
: ioctl blkdev_get_sectors ha fallado
el grupo de permanece como
%1$s %2$srawN <mayor> <menor> %1$s %2$srawN /dev/<dispobloque> %1$s -q %2$srawN %1$s -qa
Almacenamiento Core de Apple
MyLBA no corresponde con la posición real en el cabezal primario
-l, --lazy desvincula el sistema de ficheros ahora, y limpia más tarde
fecha de caducidad de la contraseña
Se recomienda dejar la partición 9 como cabecera de volumen (0) y la partición 11 como volumen completo (6) ya que IRIX así lo espera.
-i, --include <regex> expresión regular para incluir ficheros
no se ha podido recibir la señal
carácter de conversión %% incorrecto
error de tamaño en el enlace simbólico
No se ha podido establecer el modo de distribución vertical
Se ha creado una nueva etiqueta de disco SGI.
nombre de tipo de dispositivo que puede utilizarse como identificador
no se ha podido leer la nueva partición del dispositivo; se ignora --move-data
valor ininteligible para la variable de entorno LS_COLORS
-p, --priority <prio> especifica la prioridad del dispositivo de intercambio
Contexto de usuario desconocido
El ioctl BLKGETSIZE ha fallado en
Valores extraños en do_check: probablemente existan errores
Enumera los nombres de espacio del sistema.
-o, --offset <num> desplazamiento en bytes para empezar a descartar
los ficheros especiales de bloques no están soportados
ya está montado en
-n, --match-types <lista> filtra por tipo de sistema de fichero (e.g. -n vfat,ext3)
-k, --list-filesystems lista todos los sistemas de ficheros/RAIDs conocidos y sale
está fuera de rango
Está utilizando grupos ocultos en este sistema.
--summary muestra un resumen de la sesión grabada y termina
[options] <fichero_de_imagen_iso9660> ...
Herramienta para activar y desactivar dispositivos inhalámbricos.
no se pudo crear el proceso para -d
error al escribir un nodo-i
: no se puede cambiar la prioridad del proceso:
: problema de dup:
Tamaño de E/S (mínimo/óptimo): u bytes / u bytes
opción --clear-groups duplicada
Solo se ha podido desactivar de memoria
: fdatasync falló
chmod ( , ) ha fallado:
no se puede combinar lcase y ucase
No se han movido los datos (--no-act).
-n, --limit <número> cuántas líneas mostrar
fallo al obtener los grupos del usuario
lista el espacio libre no particionado
la longitud del nombre del fichero es cero
-u, --user-accs muestra las cuentas de los usuarios
Sobre tensión de alimentación
se redirige la salida de error a la salida estándar
no se puede abrir el fichero de volcado para salida
fallo al borrar la partición
--keep-caps retiene las capacidades otorgadas en espacios de nombres de usuario
Establece i_nlinks en número contado
no hay suficientes argumentos
Reservado para Solaris 5
Reduce o agranda la partición actual
ID del montaje padre
Fin prematuro de la expresión regular
-z, --zero termina cada línea de salida con NUL, no con nueva línea
El dispositivo está abierto en modo de sólo lectura. Los cambios permanecerán en memoria únicamente.
: opción noauto -- ignorada
número de serie del disco
fallo al convertir tiempo rtc
error de PAM; se interrumpe:
: u: palabra clave no reconocida
fallo al obtener los atributos del pid
toda la memoria incluidos la fragmentación del asignador y la sobrecarga de los metadatos
sync similar, pero también para metadatos
Muestra información sobre los usuarios conocidos en el sistema.
La etiqueta BSD no está anidada en una partición DOS.
FORMATO controla la salida. Las secuencias que se interpretan son: % n iteral el nombre local abreviado de la semana (p. ej., dom)
No se puede acceder al reloj de hardware por ningún método conocido.
Movimiento de datos: (--no-act)
obtiene el tamaño en bytes
/dev/ : no se puede abrir como entrada estándar:
-v, --verbose imprime datos explicativos
: directorio incorrecto: '..' no es el segundo
[opciones] <ldisc> <dispositivo>
Nomfich. Tipo Tam. Util. Prioridad
Segmentos de memoria compartida
[opciones] -- [opciones-sisf] [<sistema de ficheros> ...]
Como caso especial, cp crea una copia de seguridad de ORIGEN cuando se utilizan las opciones `force' y `backup', y ORIGEN y DESTINO tienen el mismo nombre para un nombre de fichero regular existente.
-b, --suffix-format=FORMATO usa sprintf con FORMATO en vez de -f, --prefix=PREFIJO usa PREFIJO en vez de 'xx' -k, --keep-files no borra los ficheros de salida si hay errores
fallo al establecer componente del contexto de seguridad a
--clear-groups borra los grupos suplementarios
fallo al analizar el índice
: partición u: fallo al obtener el UUID de la partición
none, off nunca realiza copias de seguridad (incluso si se da la opción --backup) numbered, t crea copias de seguridad numeradas existing, nil numeradas si existen copias de seguridad numeradas, simples en caso contrario simple, never siempre crea copias de seguridad simples
-m, --monday lunes como primer día de la semana
Ejecuta ORDEN, con operaciones de búfer modificadas para sus flujos estándar
no se ha podido obtener el comienzo de la antigua partición; se ignora --move-data
: no se puede borrar el sector de inicio
chown ( , , ) ha fallado:
-p, --pid <pid>... actúa sobre estos procesos en ejecución
se establece velocidad de CD-ROM automática
error al escribir el nodo-i raíz
Señal definida por el usuario 2
Error de búsqueda en
Último o +/- o +/-tamaño{K,M,G,T,P}
-X, --label <nombre> especifica el tipo de etiqueta (dos, gpt, ...)
descripción del tipo de dispositivo
no se puede abrir :
-q, modo silencioso
-8, --eightbits establece tamaño de carácter de 8 bits
/usr de Linux (ARM-64)
--erase-chars <cadena> caracteres adicionales de borrado hacia atrás
error al obtener el límite del recurso
-x, --two-bytes-hex salida en hexadecimales de dos bytes
la orden de selección de disco CD-ROM ha fallado
fallo al cerrar
-m, --md5 genera «hash» md5
-n termina el comando con nueva línea
Conjunto de volúmenes NTFS
cambia el número de cilindros físicos
No se ha detectado ningún error.
cambia el nombre de la partición
Muestra una lista de los últimos usuarios que han tenido sesión.
sufijo inválido en la entrada:
Escribe los trozos de FICHERO que estén separados por PLANTILLA(s) en ficheros 'xx00', 'xx01', ..., y muestra el tamaño de cada trozo en la salida estándar.
-v, --verbose más expresivo
cambia el factor de interleave
No se ha especificado ningún programa
-t, --timeout <tiempolimite> escribe el tiempo límite en segundos
-a, --hostlast muestra los nombres de máquina en la última columna
-a, --all no oculta las entradas que comienzan con . -A, --almost-all no muestra las entradas . y .. implícitas --author con -l, imprime el autor de cada fichero -b, --escape imprime escapes en estilo C para los caracteres no gráficos
El modo de compatibilidad con DOS está obsoleto
write escribe la tabla en el disco y sale
